import en from './lang/en.json';
import { defineCatalogue } from './catalogue';
import { ensureIntlLocale } from './intl-fallback';

export type { Messages } from './catalogue';

/**
 * The catalogue every app shares: errors, language names, common buttons, money format. English ships with
 * the code; the other languages are loaded when first needed (webpack makes each file a chunk of its own).
 */
export const commonCatalogue = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "i18n-common-zh-CN" */ './lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "i18n-common-fr" */ './lang/fr.json'),
  th: () => import(/* webpackChunkName: "i18n-common-th" */ './lang/th.json'),
  // Lao also needs Intl's Lao data, which some browsers' ICU lacks (Debian's Chromium): loaded with it there.
  lao: () =>
    Promise.all([import(/* webpackChunkName: "i18n-common-lao" */ './lang/lao.json'), ensureIntlLocale('lo')]).then(
      ([messages]) => messages,
    ),
});
