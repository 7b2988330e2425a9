import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../../lib/envelope';
import { Envelope, MessageEnvelope } from '../../../../schemas/common';
import { UserCenterResponse, UserEditBody } from '../../../../schemas/user';
import { fieldErrors } from '../../../../services/auth/field-errors';
import '../../../../services/auth/messages';
import * as endpoints from '../../../../lib/endpoints';

/** The signed-in shopper's own profile: the user centre and its edit. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.setSchemaErrorFormatter(fieldErrors({ nickname: 'user.nickname.invalid', avatar: 'user.avatar.invalid' }));

  app.get(
    endpoints.userInfo,
    {
      schema: {
        tags: ['user'],
        summary: 'The signed-in shopper (UserCenterResponse)',
        response: { 200: Envelope(UserCenterResponse, 'UserCenterResponse; code 401 without a live token') },
      },
    },
    async (req) => ok(await app.accounts.profile.userCenter(req.userId!)),
  );
  app.post(
    endpoints.userEdit,
    {
      schema: {
        tags: ['user'],
        summary: 'Change nickname and avatar',
        description:
          'nickname: 1–20 characters once trimmed, not blank. avatar: the http(s) URL of a picture the caller ' +
          'uploaded, the default avatar, or the current avatar unchanged; any other picture is refused (code 400).',
        body: UserEditBody,
        response: { 200: MessageEnvelope('"Successfully modified"') },
      },
    },
    async (req) => {
      await app.accounts.profile.edit(req.userId!, req.body);
      return ok(null, 'user.edit.success');
    },
  );
};

export default routes;
