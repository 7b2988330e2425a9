/**
 * Fixed facts of the storefront shell (spec sections 2 and 9). The mobile mall URL is the fallback for
 * when the home data carries no `consumerH5Url`.
 */
export const MOBILE_MALL_URL = 'https://m.mall.example.com/';

/** The footer's contact phone line (a fixed number in the original storefront). */
export const CONTACT_PHONE = '400-8888-794';

/** The operator's business registration number shown in the footer. */
export const REGISTRATION_NUMBER = 'ICP 14011498-3';

// Page width (1200 px), category panel height (480 px) and the header's fix offset (120 px) are theme
// tokens: theme.layout in @mall/ui-theme.
export const HOT_KEYWORD_LIMIT = 3;
/** Back-to-top appears after this much scrolling. */
export const BACK_TO_TOP_OFFSET_PX = 400;
export const TOAST_DURATION_MS = 3000;
