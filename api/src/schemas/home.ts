import { Type, type Static } from '@sinclair/typebox';

const AbsoluteUrl = (description: string) => Type.String({ description: `${description} (absolute URL)` });

export const PcBanner = Type.Object({ id: Type.Integer(), pic: AbsoluteUrl('Carousel picture') });

export const PcMiddleBanner = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String({ description: 'Storefront path the banner links to' }),
  pic: AbsoluteUrl('Banner picture'),
});

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
  },
  { description: 'PcIndexInfoResponse' },
);
export type PcIndexInfoResponse = Static<typeof PcIndexInfoResponse>;

export const HotKeyword = Type.Object({ id: Type.Integer(), title: Type.String() });
export const HotKeywordList = Type.Array(HotKeyword, { description: 'Hot search keywords by sort; the header shows the first 3' });
export type HotKeywordList = Static<typeof HotKeywordList>;
