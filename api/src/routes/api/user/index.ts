import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { UserMenuResponse } from '../../../schemas/user';
import * as endpoints from '../../../lib/endpoints';

/**
 * /api/front/user/**: the user-centre menu (signed in or not); the profile, the password and contact changes of the
 * signed-in shopper are in signed-in/.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.userMenu,
    {
      schema: {
        tags: ['user'],
        summary: 'User-centre menu',
        description: 'Works signed in or not. Entries by sort; the PC storefront lists those with a non-blank pc_url.',
        response: { 200: Envelope(UserMenuResponse, 'routine_my_menus (null when empty) and routine_my_banner (null)') },
      },
    },
    async () => ok(await app.accounts.profile.menu()),
  );
};

export default routes;
