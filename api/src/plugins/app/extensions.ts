import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { answerNoSuchPath } from './errors';

/**
 * Endpoints of ours that the contract does not have and our storefront calls (docs/contract.md). Each route carries
 * its name in `config.extension`; one that is switched off answers exactly like an unknown path (HTTP 404, code 404),
 * as a backend of the contract's family would, and leaves the OpenAPI document.
 */
export type Extension =
  | 'points' // GET /api/front/integral/user, /integral/list
  | 'my-reviews' // GET /api/front/reply/my/list
  | 'review-line' // GET /api/front/order/reply/info/{orderInfoId}
  | 'cart-merge' // POST /api/front/cart/merge/visitor
  | 'settlement-edit' // GET /api/front/merchant/settled/detail/{id}, POST /settled/reapply/{id}
  | 'qualification-captcha' // GET /api/front/merchant/qualification/captcha/{id}
  | 'qr-login' // POST /api/front/login/qr/{ticket,status,scan,confirm,cancel}
  | 'contact-change' // POST /api/front/captcha/change/{email|phone}, /api/user/change/{email|phone}
  | 'client-errors' // POST /api/front/client-errors (the storefront's error reports, plugins/client-errors.ts)
  | 'sitemap' // GET /api/sitemap/index.xml, /api/sitemap/{locale}/{kind}-{first}.xml (routes/api/sitemap)
  | 'seo-head' // GET /api/seo/head/{page path}, /api/seo/first-screen/{page path} and /api/seo/page/{page path} (routes/api/seo: the served head and first screen of a storefront page, apart and together)
  | 'chat-identity'; // GET /api/front/chat/identity (routes/api/support)

/** CONTRACT_STRICT turns every extension off; QUALIFICATION_CAPTCHA=false the picture challenge alone. */
function extensionServed(config: Pick<Config, 'contractStrict' | 'qualificationCaptcha'>, extension: Extension): boolean {
  return extension === 'qualification-captcha' ? config.qualificationCaptcha : !config.contractStrict;
}

export default fp(
  async (app) => {
    const off = (extension: Extension | undefined) => extension !== undefined && !extensionServed(app.config, extension);
    app.addHook('onRoute', (route) => {
      if (off(route.config?.extension)) route.schema = { ...route.schema, hide: true };
    });
    app.addHook('onRequest', async (req, reply) => {
      if (off(req.routeOptions.config.extension)) return answerNoSuchPath(req, reply);
    });
  },
  { name: 'extensions', dependencies: ['errors'] },
);
