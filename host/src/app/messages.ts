import type { LocaleMessages } from '@mall/i18n';
import appEn from './lang/en.json';
import appFr from './lang/fr.json';
import appLao from './lang/lao.json';
import appTh from './lang/th.json';
import appZhCN from './lang/zh-CN.json';
import authEn from '../features/auth/lang/en.json';
import authFr from '../features/auth/lang/fr.json';
import authLao from '../features/auth/lang/lao.json';
import authTh from '../features/auth/lang/th.json';
import authZhCN from '../features/auth/lang/zh-CN.json';
import layoutEn from '../layout/lang/en.json';
import layoutFr from '../layout/lang/fr.json';
import layoutLao from '../layout/lang/lao.json';
import layoutTh from '../layout/lang/th.json';
import layoutZhCN from '../layout/lang/zh-CN.json';

/** The host's own catalogue: the app shell, the layout and the login dialog, per locale. */
export const hostMessages: LocaleMessages = {
  en: { ...appEn, ...layoutEn, ...authEn },
  'zh-CN': { ...appZhCN, ...layoutZhCN, ...authZhCN },
  fr: { ...appFr, ...layoutFr, ...authFr },
  th: { ...appTh, ...layoutTh, ...authTh },
  lao: { ...appLao, ...layoutLao, ...authLao },
};
