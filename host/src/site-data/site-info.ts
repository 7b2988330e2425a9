/**
 * Fixed values of the storefront shell. The operator's own details — footer address,
 * registration text, copyright owner and the mobile mall — are not here: they are operator data from the home data
 * (GET /api/pc/home/index, system_config keys documented in docs/operator.md, "Site details").
 */

/** The footer's contact phone line (a fixed number in the original storefront). */
export const CONTACT_PHONE = '400-8888-794';

// Page width (1200 px), category panel height (480 px) and the header's fix offset (120 px) are theme
// tokens: theme.layout in @mall/ui-theme.
export const HOT_KEYWORD_LIMIT = 3;
/** Back-to-top appears after this much scrolling. */
export const BACK_TO_TOP_OFFSET_PX = 400;
export const TOAST_DURATION_MS = 3000;
