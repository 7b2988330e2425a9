import { defineCatalogue } from '@mall/i18n';
import en from '../../lang/en.json';

/**
 * The order center remote's own messages (the common catalogue sits underneath): English ships with the code, each
 * other language is a chunk loaded the first time it is needed.
 */
export const orderCenterMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "orders-lang-zh-CN" */ '../../lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "orders-lang-fr" */ '../../lang/fr.json'),
  th: () => import(/* webpackChunkName: "orders-lang-th" */ '../../lang/th.json'),
  lao: () => import(/* webpackChunkName: "orders-lang-lao" */ '../../lang/lao.json'),
});
