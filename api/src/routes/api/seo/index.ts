import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { etagOf } from '../../../services/cache/public-cache';
import { splitLocale, type PageParts } from '../../../services/seo/head-service';

/** Static servers and shared caches may keep a page's head this long (the servers keep it a minute too). */
const CACHE_CONTROL = 'public, max-age=60';
const PREFIX = '/api/seo/head';
const FIRST_SCREEN = '/api/seo/first-screen';
const PAGE = '/api/seo/page';

/** One answer: its body and its ETag. */
interface Answer {
  body: string;
  etag: string;
}
/** A page's kept answers, made from one reading of its data: the head, the first screen, and both as JSON. */
interface PageEntry extends Answer {
  head: Answer;
  firstScreen: Answer;
}

/**
 * An answer whose ETag is hashed when first asked for: a page's three answers share one reading, and a first visit
 * sends one of them (the Node server's JSON, or one of nginx's two includes), so the others' hashes are not made on
 * its way.
 */
function answer(body: string): Answer {
  let etag: string | undefined;
  return {
    body,
    get etag() {
      return (etag ??= etagOf(body));
    },
  };
}

/**
 * The head of a storefront page (ours, not in the contract, so off with CONTRACT_STRICT): HTML for the static servers
 * to write into the page before any script runs (docs/serving.md, "The served head"). The page is named by the rest
 * of the path and the query: `GET /api/seo/head/th/goods_detail/7`, `GET /api/seo/head/fr/goods/goods_search?cid=5`
 * (nginx passes the request's URI as it came, so nothing has to be escaped into a parameter). Its first screen
 * (services/seo/first-screen.ts) at `/api/seo/first-screen/<page>` (nginx's second include), and both in one JSON
 * answer at `/api/seo/page/<page>` (the Node server's one request a page).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Built from products (availability and price: an order drops its product's heads), stores, categories, reviews.
  const cache = app.publicCache.section('seo-head', ['product', 'merchant', 'category', 'review', 'home'], 'byProduct');

  /**
   * The routes `prefix/<page>` (and `prefix` alone, for home: hidden from the docs) answering `pick` of the page named
   * by the rest of the path: the three routes share one kept entry a page (its `body`, the JSON answer, is what the
   * section's bytes count), dropped with its product's entries on a product page, so a page's head and first screen
   * cost one reading of its data, whichever is asked for.
   */
  const pageRoutes = (
    prefix: string,
    type: string,
    pick: (entry: PageEntry) => Answer,
    schema: { summary: string; description: string; produces: string[] },
  ) => {
    const handler = async (req: FastifyRequest, reply: FastifyReply) => {
      const page = req.url.slice(prefix.length) || '/';
      const { path } = splitLocale(page.split('?')[0]);
      const product = /^\/goods_detail\/([1-9][0-9]{0,15})\/?$/.exec(path);
      // Every entry of this key is made here, so the section answers a PageEntry.
      const entry = (await cache.get(
        page,
        async (): Promise<PageEntry> => {
          const parts: PageParts = await app.seoHead.parts(page);
          return Object.assign(answer(JSON.stringify(parts)), { head: answer(parts.head), firstScreen: answer(parts.firstScreen) });
        },
        product ? Number(product[1]) : undefined,
      )) as PageEntry;
      const { body, etag } = pick(entry);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type(type).send(body);
    };
    const config = { extension: 'seo-head' as const };
    app.get(`${prefix}/*`, { config, schema: { tags: ['seo'], ...schema } }, handler);
    app.get(prefix, { config, schema: { tags: ['seo'], ...schema, hide: true } }, handler);
  };

  const html = 'text/html; charset=utf-8';
  pageRoutes(PREFIX, html, (entry) => entry.head, {
    summary: "A storefront page's head (HTML): title, description, canonical, alternates, Open Graph, Twitter card, JSON-LD",
    description:
      'The page is the rest of the path with its query (`/api/seo/head/th/goods_detail/7`); its locale prefix gives ' +
      'the language. A page that is not public, or whose product or store is not shown, gets the site name as title ' +
      'alone. `text/html`, not the envelope; `Cache-Control: public, max-age=60`.',
    produces: ['text/html'],
  });

  // The first screen of the same page (services/seo/first-screen.ts), from the same entry.
  pageRoutes(FIRST_SCREEN, html, (entry) => entry.firstScreen, {
    summary: "A storefront page's first screen (HTML): home's first banner, a product's main picture, name and price",
    description:
      'Written by the static servers after the page\'s `<div id="root">`, so the largest picture paints before any ' +
      'script runs (docs/serving.md, "The served first screen"). The page is the rest of the path with its query, as ' +
      'for the head. An empty body for any other page, an unknown product or a home without banners. `text/html`, not ' +
      'the envelope; `Cache-Control: public, max-age=60`.',
    produces: ['text/html'],
  });

  // Both in one answer, for a server that writes both (the Node server of `npm start`: one request a page).
  pageRoutes(PAGE, 'application/json; charset=utf-8', (entry) => entry, {
    summary: "A storefront page's head and first screen in one answer (JSON): `{ head, firstScreen }`, both HTML",
    description:
      'What `/api/seo/head/<page>` and `/api/seo/first-screen/<page>` answer, as the two strings of one JSON object, ' +
      'from one reading of the page\'s data (docs/serving.md, "The served head"). The page is the rest of the path ' +
      'with its query. Not the envelope; `Cache-Control: public, max-age=60`.',
    produces: ['application/json'],
  });
};

export default routes;
