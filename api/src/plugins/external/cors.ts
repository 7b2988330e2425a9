import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const autoConfig = (app: FastifyInstance): FastifyCorsOptions => ({
  origin: app.config.corsOrigins,
  credentials: true,
  // CORS_HEADERS (default DEFAULT_CORS_HEADERS). Idempotency-Key: order creation reads it so a double submit makes
  // one order; Authorization: the contract's clients send it beside authori-zation (we read only the latter).
  allowedHeaders: app.config.corsHeaders,
  methods: ['GET', 'POST', 'OPTIONS'],
  // A browser keeps the preflight answer this long (Chromium caps at 2 h) instead of asking before every call.
  maxAge: 7200,
});

/** The storefront's origins (CORS_ORIGINS) may call the API from the browser, with their cookies. */
export default cors;
