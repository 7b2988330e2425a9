import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { splitLocale } from '../../../services/seo/head-service';

/** Static servers and shared caches may keep a page's head this long (the servers keep it a minute too). */
const CACHE_CONTROL = 'public, max-age=60';
const PREFIX = '/api/seo/head';
const FIRST_SCREEN = '/api/seo/first-screen';

/**
 * The head of a storefront page (ours, not in the contract, so off with CONTRACT_STRICT): HTML for the static servers
 * to write into the page before any script runs (docs/serving.md, "The served head"). The page is named by the rest
 * of the path and the query: `GET /api/seo/head/th/goods_detail/7`, `GET /api/seo/head/fr/goods/goods_search?cid=5`
 * (nginx passes the request's URI as it came, so nothing has to be escaped into a parameter).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // Built from products (availability and price: an order drops its product's heads), stores, categories, reviews.
  const cache = app.publicCache.section('seo-head', ['product', 'merchant', 'category', 'review', 'home'], 'byProduct');

  /**
   * A route answering the HTML `build` makes of the page named by the rest of the path after `prefix`, kept in the
   * section under `key` (dropped with its product's entries on a product page), with an ETag.
   */
  const pageHtml =
    (prefix: string, key: (page: string) => string, build: (page: string) => Promise<string>) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const page = req.url.slice(prefix.length) || '/';
      const { path } = splitLocale(page.split('?')[0]);
      const product = /^\/goods_detail\/([1-9][0-9]{0,15})\/?$/.exec(path);
      const entry = await cache.get(
        key(page),
        async () => {
          const body = await build(page);
          return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, data: null };
        },
        product ? Number(product[1]) : undefined,
      );
      reply.header('cache-control', CACHE_CONTROL).header('etag', entry.etag);
      if (req.headers['if-none-match'] === entry.etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(entry.body);
    };

  const handler = pageHtml(
    PREFIX,
    (page) => page,
    (page) => app.seoHead.html(page),
  );
  const schema = {
    tags: ['seo'],
    summary: "A storefront page's head (HTML): title, description, canonical, alternates, Open Graph, Twitter card, JSON-LD",
    description:
      'The page is the rest of the path with its query (`/api/seo/head/th/goods_detail/7`); its locale prefix gives ' +
      'the language. A page that is not public, or whose product or store is not shown, gets the site name as title ' +
      'alone. `text/html`, not the envelope; `Cache-Control: public, max-age=60`.',
    produces: ['text/html'],
  };
  app.get(`${PREFIX}/*`, { config: { extension: 'seo-head' }, schema }, handler);
  app.get(PREFIX, { config: { extension: 'seo-head' }, schema: { ...schema, hide: true } }, handler);

  // The first screen of the same page (services/seo/first-screen.ts): from the same data, kept in the same section.
  const firstScreen = pageHtml(
    FIRST_SCREEN,
    (page) => `first-screen ${page}`,
    (page) => app.seoHead.firstScreen(page),
  );
  const firstScreenSchema = {
    tags: ['seo'],
    summary: "A storefront page's first screen (HTML): home's first banner, a product's main picture, name and price",
    description:
      'Written by the static servers after the page\'s `<div id="root">`, so the largest picture paints before any ' +
      'script runs (docs/serving.md, "The served first screen"). The page is the rest of the path with its query, as ' +
      'for the head. An empty body for any other page, an unknown product or a home without banners. `text/html`, not ' +
      'the envelope; `Cache-Control: public, max-age=60`.',
    produces: ['text/html'],
  };
  app.get(`${FIRST_SCREEN}/*`, { config: { extension: 'seo-head' }, schema: firstScreenSchema }, firstScreen);
  app.get(FIRST_SCREEN, { config: { extension: 'seo-head' }, schema: { ...firstScreenSchema, hide: true } }, firstScreen);
};

export default routes;
