import { Type, type Static } from '@sinclair/typebox';

const AbsoluteUrl = (description: string) => Type.String({ description: `${description} (absolute URL)` });

export const PcBanner = Type.Object({ id: Type.Integer(), pic: AbsoluteUrl('Carousel picture') });

export const PcMiddleBanner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'Storefront path the banner links to' }),
  pic: AbsoluteUrl('Banner picture'),
});

export const ChatEngineSettings = Type.Object(
  {
    engine: Type.Literal('chatwoot', { description: 'The support engine (Chatwoot, its website widget)' }),
    baseUrl: Type.String({ description: 'The engine\u2019s public address; its widget SDK is <baseUrl>/packs/js/sdk.js' }),
    websiteToken: Type.String({ description: 'The website inbox\u2019s token the widget opens' }),
    identityVerified: Type.Boolean({
      description: 'Whether GET /api/front/chat/identity signs the signed-in shopper\u2019s identifier (CHATWOOT_HMAC_TOKEN is set)',
    }),
  },
  { description: 'Ours: the customer-service chat engine the storefront loads when a shopper opens customer service' },
);

export const PcIndexInfoResponse = Type.Object(
  {
    banner: Type.Array(PcBanner, { description: 'PC home carousel, by sort' }),
    logoUrl: AbsoluteUrl('Site logo'),
    shopPayCurrency: Type.String({
      description: 'A JSON string: {"country","currency","symbol","ID"}',
      examples: ['{"country":"United States","currency":"US dollar","symbol":"$","ID":"256"}'],
    }),
    recommendImage: AbsoluteUrl('Tall picture beside the "You May Also Like" grid'),
    bastBanner: Type.Array(PcMiddleBanner, { description: 'The middle ad carousel (sic: bastBanner), by sort' }),
    consumerType: Type.String({ description: 'Platform customer-service channel: h5|hotline|message|email' }),
    consumerHotline: Type.String(),
    consumerH5Url: Type.String(),
    consumerMessage: Type.String({ description: 'Messenger link' }),
    consumerEmail: Type.String(),
    shopStreetHeaderImag: AbsoluteUrl('Shop-street header (sic: Imag)'),
    // Ours, not in the contract (additive: a CRMEB backend does not send them, so clients treat them as optional).
    siteAddress: Type.String({
      description: "Ours: the operator's company address for the footer, as entered (system_config site_company_address); empty when unset",
    }),
    siteRegistrationNo: Type.String({
      description:
        "Ours: the operator's business registration (e.g. ICP) text for the footer, as entered (site_registration_no); empty when unset",
    }),
    siteCopyrightOwner: Type.String({
      description: 'Ours: the copyright holder named in the footer line "© <year> <owner>" (site_copyright_owner); empty when unset',
    }),
    consumerHours: Type.String({
      description:
        'Ours: when customer service answers, as the operator wrote it in the request’s language (consumer_hours); empty when unset',
    }),
    chat: Type.Union([ChatEngineSettings, Type.Null()], {
      description:
        'Ours: the chat engine (CHATWOOT_BASE_URL, CHATWOOT_WEBSITE_TOKEN); null without one, and then the storefront ' +
        'uses consumerType as the contract says (a contact panel for hotline and email)',
    }),
    mobileMallUrl: Type.String({
      description:
        'Ours: the mobile (H5) mall the top bar, QR codes and edge widget point at (mobile_mall_url); empty when unset, ' +
        'then the storefront falls back to consumerH5Url when that is a web address',
    }),
  },
  {
    description:
      "PcIndexInfoResponse (the contract's fields plus our site details: siteAddress, siteRegistrationNo, siteCopyrightOwner, mobileMallUrl, consumerHours, chat)",
  },
);
export type PcIndexInfoResponse = Static<typeof PcIndexInfoResponse>;

export const HotKeyword = Type.Object({ id: Type.Integer(), title: Type.String() });
export type HotKeyword = Static<typeof HotKeyword>;
export const HotKeywordList = Type.Array(HotKeyword, { description: 'Hot search keywords by sort; the header shows the first 3' });
export type HotKeywordList = Static<typeof HotKeywordList>;
