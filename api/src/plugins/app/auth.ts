import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/errors';
import { hashToken, tokenFromHeader } from '../../services/auth/tokens';
import { createTokenCache } from '../../services/auth/token-cache';

/** Resolves the `authori-zation` token on every request; routes with `config: { auth: true }` need a shopper. */
export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('userId', null);
    app.decorateRequest('tokenHash', null);
    const tokens = createTokenCache(app.db, app.publicCache.invalidation);

    app.addHook('onRequest', async (req) => {
      const token = tokenFromHeader(req.headers['authori-zation']);
      if (!token) return;
      const hash = hashToken(token);
      const uid = await tokens.userIdFor(hash);
      if (uid !== null) {
        req.userId = uid;
        req.tokenHash = hash;
      }
    });

    const requireUser = async (req: FastifyRequest) => {
      if (req.userId === null) throw unauthorized();
    };
    app.decorate('requireUser', requireUser);

    app.addHook('preHandler', async (req) => {
      if (req.routeOptions.config?.auth) await requireUser(req);
    });
  },
  { name: 'auth', dependencies: ['db', 'cache', 'errors'] },
);
