// Lao dates and numbers for a browser whose ICU has no Lao (Debian's Chromium formats 'lo' as en-US: "Nov 25, 2026,
// 2:39 AM"): formatjs's ECMA-402 implementations with the CLDR data of Lao and the common time zones. Loaded as a
// chunk of its own only in such a browser (intl-fallback.ts), before a Lao page is shown.
import { DateTimeFormat } from '@formatjs/intl-datetimeformat';
import { NumberFormat } from '@formatjs/intl-numberformat';
import { removeDataHooks } from './intl-lo-hooks';
import '@formatjs/intl-datetimeformat/locale-data/lo.js';
import '@formatjs/intl-datetimeformat/add-golden-tz.js';
import '@formatjs/intl-numberformat/locale-data/lo.js';

removeDataHooks();

export { DateTimeFormat, NumberFormat };
// The router over Intl comes with the data it routes to (intl-route.ts), not on every page.
export { routeIntl } from './intl-route';
