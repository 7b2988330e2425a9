import { defineCatalogue } from '@mall/i18n';
import en from '../../lang/en.json';

/**
 * The merchant settlement remote's own messages (the common catalogue sits underneath): English ships with the code, each
 * other language is a chunk loaded the first time it is needed.
 */
export const settlementMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "settlement-lang-zh-CN" */ '../../lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "settlement-lang-fr" */ '../../lang/fr.json'),
  th: () => import(/* webpackChunkName: "settlement-lang-th" */ '../../lang/th.json'),
  lao: () => import(/* webpackChunkName: "settlement-lang-lao" */ '../../lang/lao.json'),
});
