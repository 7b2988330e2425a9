import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '../../../schemas/common';
import { HotKeywordList, PcIndexInfoResponse } from '../../../schemas/home';
import { cachedAnswer } from '../../../services/cache/public-cache';
import * as endpoints from '../../../lib/endpoints';

/** The PC home's settings and banners, and the header's hot keywords (public). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = app.publicCache.section('home', ['home']);

  app.get(
    endpoints.homeIndex,
    {
      schema: {
        tags: ['home'],
        summary: 'PC home data: carousel, middle banners, logo, currency, customer-service settings, site details',
        description:
          "The contract's PcIndexInfoResponse, plus six fields of ours (additive; a CRMEB backend does not send them): " +
          '`siteAddress` (system_config `site_company_address`), `siteRegistrationNo` (`site_registration_no`), ' +
          '`siteCopyrightOwner` (`site_copyright_owner`), `mobileMallUrl` (`mobile_mall_url`) and `consumerHours` ' +
          "(`consumer_hours`, in the request's language): the operator's footer details, mobile mall and customer-service " +
          'hours, each as entered and an empty string when unset; and `chat`, the customer-service chat engine ' +
          '(CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN) or null.',
        response: { 200: Envelope(PcIndexInfoResponse, 'PcIndexInfoResponse') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.home.pcIndex(req.locale) }),
  );

  app.get(
    endpoints.searchKeyword,
    {
      schema: {
        tags: ['home'],
        summary: 'Hot search keywords',
        response: { 200: Envelope(HotKeywordList, '[{id, title}] by sort') },
      },
    },
    (req, reply) => cachedAnswer(req, reply, cache, { load: () => app.home.hotKeywords(req.locale) }),
  );
};

export default routes;
