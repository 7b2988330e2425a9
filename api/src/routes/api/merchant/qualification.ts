import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantCaptchaResponse, MerchantDetailQuery, MerchantDetailResponse, MerchantIdParams } from '../../../schemas/merchant';
import * as endpoints from '../../../lib/endpoints';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    endpoints.qualificationCaptcha,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, extension: 'qualification-captcha' },
      schema: {
        tags: ['merchant'],
        summary: 'A picture challenge in front of a store’s qualification',
        description:
          '4 letters or digits drawn as strokes with noise (no text in the SVG source). Valid 5 minutes, one answer ' +
          '(right or wrong), for this store only; at most 60 pictures per minute per IP. Code 404 / 500 as for the store.',
        params: MerchantIdParams,
        response: { 200: Envelope(MerchantCaptchaResponse, '{key, image}') },
      },
    },
    async (req) => ok(await app.merchants.qualification.captcha(req.params.id)),
  );

  app.get(
    endpoints.merchantDetail,
    {
      schema: {
        tags: ['merchant'],
        summary: 'A store’s qualification, behind the picture challenge (unless QUALIFICATION_CAPTCHA=false)',
        description:
          'Answers only with captchaKey and the right captcha (any case); otherwise code 400 with the reason (missing, ' +
          'wrong, expired or already used). Every answer uses the challenge up. The original checked the code in the ' +
          'browser only; here the server checks it. With QUALIFICATION_CAPTCHA=false or CONTRACT_STRICT=true it answers ' +
          'without a challenge, as in the contract, and the captcha endpoint answers 404.',
        params: MerchantIdParams,
        querystring: MerchantDetailQuery,
        response: { 200: Envelope(MerchantDetailResponse, 'MerchantDetailResponse') },
      },
    },
    async (req) => ok(await app.merchants.qualification.detail(req.params.id, req.query)),
  );
};

export default routes;
