import { defineCatalogue } from '@mall/i18n';
import en from './lang/en.json';

/** The login dialog's messages: they come with the dialog's chunk (English) or when first needed (others). */
export const authMessages = defineCatalogue(en, {
  'zh-CN': () => import(/* webpackChunkName: "auth-lang-zh-CN" */ './lang/zh-CN.json'),
  fr: () => import(/* webpackChunkName: "auth-lang-fr" */ './lang/fr.json'),
  th: () => import(/* webpackChunkName: "auth-lang-th" */ './lang/th.json'),
  lao: () => import(/* webpackChunkName: "auth-lang-lao" */ './lang/lao.json'),
});
