import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import '../../../services/auth/messages';
import '../../../services/codes/messages';
import signIn from './sign-in';
import register from './register';
import codes from './codes';
import passwordReset from './password-reset';
import session from './session';
import social from './social';
import qr from './qr';

/** /api/front/login/** and /api/pc/login/**: sign-in, registration, one-time codes, session and login settings. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(signIn);
  await app.register(register);
  await app.register(codes);
  await app.register(passwordReset);
  await app.register(session);
  await app.register(social);
  await app.register(qr);
};

export default routes;
