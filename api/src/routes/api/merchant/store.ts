import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../../lib/envelope';
import { Envelope } from '../../../schemas/common';
import { MerchantIdParams, MerchantIndexInfoResponse, MerchantServiceInfo } from '../../../schemas/merchant';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

const CLOSED = 'Code 404 for an unknown store; code 500 "The store is not open" for one switched off.';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.publicCache.section('merchant-home', ['merchant']);

  app.get(
    endpoints.storeInfo,
    {
      schema: {
        tags: ['merchant'],
        summary: 'A store’s header, banner and contact',
        description: `Works signed in or not; isCollect is for the caller. ${CLOSED}`,
        params: MerchantIdParams,
        response: { 200: Envelope(MerchantIndexInfoResponse, 'MerchantIndexInfoResponse') },
      },
    },
    (req, reply) =>
      cachedAnswer(req, reply, cache, {
        load: () => app.merchants.store.indexInfo(req.params.id, null),
        personal: (info, userId) => app.merchants.store.forCaller(info, userId),
      }),
  );

  app.get(
    endpoints.storeCustomerService,
    {
      schema: {
        tags: ['merchant'],
        summary: 'A store’s customer-service contact',
        description: CLOSED,
        params: MerchantIdParams,
        response: { 200: Envelope(MerchantServiceInfo, '{serviceType, serviceLink, servicePhone, serviceMessage, serviceEmail}') },
      },
    },
    async (req) => ok(await app.merchants.store.serviceInfo(req.params.id)),
  );
};

export default routes;
