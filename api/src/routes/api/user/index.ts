import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../schemas/common';
import { UserCenterResponse, UserEditBody, UserMenuResponse } from '../../../schemas/user';
import { fieldErrors } from '../../../services/auth/field-errors';
import '../../../services/auth/messages';
import password from './password';
import contact from './contact';

/** /api/front/user/**: the signed-in shopper's profile, the user-centre menu and the password change (./password). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.setSchemaErrorFormatter(fieldErrors({ nickname: 'user.nickname.invalid', avatar: 'user.avatar.invalid' }));

  app.get(
    '/api/front/user/info',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'The signed-in shopper (UserCenterResponse)',
        security: [{ token: [] }],
        response: { 200: Envelope(UserCenterResponse, 'UserCenterResponse; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.accounts.profile.userCenter(req.userId!)),
  );

  app.get(
    '/api/front/user/menu/user',
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

  app.post(
    '/api/front/user/edit',
    {
      config: { auth: true },
      schema: {
        tags: ['user'],
        summary: 'Change nickname and avatar',
        description:
          'nickname: 1–20 characters once trimmed, not blank. avatar: the http(s) URL of a picture the caller ' +
          'uploaded, the default avatar, or the current avatar unchanged; any other picture is refused (code 400).',
        security: [{ token: [] }],
        body: UserEditBody,
        response: { 200: MessageEnvelope('"Successfully modified"') },
      },
    },
    async (req) => {
      await app.accounts.profile.edit(req.userId!, req.body);
      return ok(null, 'user.edit.success');
    },
  );

  await app.register(password);
  await app.register(contact);
};

export default routes;
