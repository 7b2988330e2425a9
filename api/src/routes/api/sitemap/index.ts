import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { isLocale } from '@mall/platform/locales';
import { answerNoSuchPath } from '../../../plugins/app/errors';
import { isSitemapKind, sitemapService } from '../../../services/sitemap/sitemap-service';

/** How long a crawler or a cache may keep a sitemap (they change with the catalogue, not by the second). */
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/**
 * The storefront's sitemaps, ours (not in the contract, so off with CONTRACT_STRICT): XML as the sitemaps protocol
 * writes it, not the envelope (docs/contract.md). robots.txt of the storefront names the index.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const sitemaps = sitemapService(app.db, {
    storefrontUrl: app.config.storefrontUrl,
    apiUrl: app.config.apiUrl,
    urlsPerFile: app.config.sitemapUrlsPerFile,
  });

  app.get(
    '/api/sitemap/index.xml',
    {
      config: { extension: 'sitemap' },
      schema: {
        tags: ['sitemap'],
        summary: 'The sitemap index (XML): every sitemap file of the storefront, per locale and kind of page',
        produces: ['application/xml'],
      },
    },
    async (req, reply) => {
      const body = new PassThrough();
      reply.type(XML).header('cache-control', CACHE_CONTROL).send(body);
      sitemaps.writeIndex(body).catch((error: unknown) => {
        req.log.error({ err: error }, 'sitemap index failed');
        body.destroy(error as Error);
      });
      return reply;
    },
  );

  app.get(
    '/api/sitemap/:locale/:file',
    {
      config: { extension: 'sitemap' },
      schema: {
        tags: ['sitemap'],
        summary: 'One sitemap file (XML): up to 50,000 product, category or shop pages in one locale, from the id it is named by',
        description:
          '`file` is `<products|categories|shops>-<first id>.xml`, as the index names it; each URL has its alternates in ' +
          'the other locales (hreflang) and, for products and shops, `lastmod`.',
        params: Type.Object({ locale: Type.String(), file: Type.String() }),
        produces: ['application/xml'],
      },
    },
    async (req, reply) => {
      const { locale, file } = req.params;
      const match = /^([a-z]+)-([1-9][0-9]{0,15})\.xml$/.exec(file);
      if (!isLocale(locale) || !match || !isSitemapKind(match[1])) return answerNoSuchPath(req, reply);
      let body: PassThrough | undefined;
      try {
        const written = await sitemaps.writeFile(locale, match[1], Number(match[2]), () => {
          body = new PassThrough();
          reply.type(XML).header('cache-control', CACHE_CONTROL).send(body);
          return body;
        });
        if (!written) return answerNoSuchPath(req, reply);
      } catch (error) {
        if (!body) throw error;
        if ((error as Error).name !== 'AbortError') req.log.error({ err: error }, 'sitemap file failed');
        body.destroy(error as Error);
      }
      return reply;
    },
  );
};

export default routes;
