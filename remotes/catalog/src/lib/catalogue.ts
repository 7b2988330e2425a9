import { defineCatalogue } from '@mall/i18n';
import en from '../../lang/en.json';

/**
 * The catalog remote's own messages (the common catalogue sits underneath): English ships with the code, each
 * other language is a chunk loaded the first time it is needed.
 */
export const catalogMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "catalog-lang-zh-CN" */ '../../lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "catalog-lang-fr" */ '../../lang/fr.json'),
  th: () => import(/* webpackChunkName: "catalog-lang-th" */ '../../lang/th.json'),
  lao: () => import(/* webpackChunkName: "catalog-lang-lao" */ '../../lang/lao.json'),
});
