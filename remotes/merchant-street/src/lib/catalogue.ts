import { defineCatalogue } from '@mall/i18n';
import en from '../../lang/en.json';

/**
 * The shop street remote's own messages (the common catalogue sits underneath): English ships with the code, each
 * other language is a chunk loaded the first time it is needed.
 */
export const streetMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "street-lang-zh-CN" */ '../../lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "street-lang-fr" */ '../../lang/fr.json'),
  th: () => import(/* webpackChunkName: "street-lang-th" */ '../../lang/th.json'),
  lao: () => import(/* webpackChunkName: "street-lang-lao" */ '../../lang/lao.json'),
});
