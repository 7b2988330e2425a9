import { defineCatalogue } from '@mall/i18n';
import en from '../../lang/en.json';

/**
 * The checkout remote's own messages (the common catalogue sits underneath): English ships with the code, each
 * other language is a chunk loaded the first time it is needed.
 */
export const checkoutMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "checkout-lang-zh-CN" */ '../../lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "checkout-lang-fr" */ '../../lang/fr.json'),
  th: () => import(/* webpackChunkName: "checkout-lang-th" */ '../../lang/th.json'),
  lao: () => import(/* webpackChunkName: "checkout-lang-lao" */ '../../lang/lao.json'),
});
