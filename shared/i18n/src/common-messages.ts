import en from './lang/en.json';
import fr from './lang/fr.json';
import lao from './lang/lao.json';
import th from './lang/th.json';
import zhCN from './lang/zh-CN.json';
import type { Locale } from './locales';

export type Messages = Record<string, string>;

/** The catalogue every app shares: errors, language names, common buttons, money format. */
export const COMMON_MESSAGES: Record<Locale, Messages> = {
  en,
  'zh-CN': zhCN,
  fr,
  th,
  lao,
};
