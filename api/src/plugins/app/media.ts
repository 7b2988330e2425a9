import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { relative, sep } from 'node:path';
import { checkedMediaPath, mediaStorage } from '../../infra/media-storage';

const MAX_AGE = 7 * 24 * 3600;
const YEAR = 365 * 24 * 3600;

/**
 * Pictures whose bytes never change under their name: uploads (128 random bits, written once), every size variant
 * ("….w640.webp") and the seed's photos (their folder carries the generator's version). A browser keeps them a year
 * and never asks again; the seed's drawings (logos, icons) keep a week.
 */
const IMMUTABLE = /^\/media\/(?:uploads\/|photos\/)|\.w\d+\.(?:webp|jpg)$/;

/** The Cache-Control of a media path. */
export const mediaCacheControl = (path: string) =>
  IMMUTABLE.test(path) ? `public, max-age=${YEAR}, immutable` : `public, max-age=${MAX_AGE}`;

/**
 * Every /media/ answer: the browser keeps the stored type (an upload is never sniffed into HTML or script), and a
 * picture opened on its own runs nothing and loads nothing (an SVG's scripts, a crafted file's links).
 */
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
} as const;

/**
 * Serves /media/… from the configured storage. The filesystem driver keeps @fastify/static (ranges, ETags,
 * 304s); the S3 driver streams the object from the bucket, so picture URLs keep pointing at the API and any process
 * serves any picture. With MEDIA_PUBLIC_URL set the URLs point at the bucket itself and this route is only a fallback.
 */
export default fp(
  async function mediaPlugin(app: FastifyInstance) {
    const storage = mediaStorage(app.config);
    await storage.prepare();
    if (storage.kind === 'fs') {
      await app.register(fastifyStatic, {
        root: app.config.mediaDir,
        prefix: '/media/',
        // Cache-Control is set per picture below (send's own would replace it).
        cacheControl: false,
        setHeaders: (res, file) => {
          for (const [name, value] of Object.entries(MEDIA_HEADERS)) res.setHeader(name, value);
          res.setHeader('cache-control', mediaCacheControl(`/media/${relative(app.config.mediaDir, file).split(sep).join('/')}`));
        },
      });
      return;
    }
    app.get('/media/*', { schema: { hide: true } }, async (req, reply) => {
      reply.headers(MEDIA_HEADERS);
      let path: string;
      try {
        path = checkedMediaPath(`/media/${(req.params as { '*': string })['*']}`);
      } catch {
        return reply.callNotFound();
      }
      const found = await storage.get(path);
      if (!found) return reply.callNotFound();
      if (found.etag && req.headers['if-none-match'] === found.etag) {
        found.body.destroy();
        return reply.code(304).send();
      }
      reply.header('content-type', found.contentType).header('cache-control', mediaCacheControl(path));
      if (found.length !== null) reply.header('content-length', found.length);
      if (found.etag) reply.header('etag', found.etag);
      if (found.lastModified) reply.header('last-modified', found.lastModified.toUTCString());
      return reply.send(found.body);
    });
  },
  { name: 'media' },
);
