import type { FastifyInstance } from 'fastify';

/** How the OpenAPI document says a route reads the shopper's token (`authori-zation`, plugins/external/swagger.ts). */
export const TOKEN_SECURITY = [{ token: [] }];

/**
 * The autohooks of a route folder whose every route needs a signed-in shopper (`routes/**\/autohooks.ts`): each route
 * registered in the folder (and below it) answers code 401 without a live token (plugins/app/auth.ts) and says so
 * in the OpenAPI document. A route never declares it itself.
 */
export async function signedIn(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { auth: true, ...route.config };
    route.schema = { ...route.schema, security: TOKEN_SECURITY };
  });
}
