import type { LocaleMessages } from '@mall/i18n';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import lao from '../../lang/lao.json';
import th from '../../lang/th.json';
import zhCN from '../../lang/zh-CN.json';

/** The checkout remote's own messages, one flat catalogue per locale (the common catalogue sits underneath). */
export const checkoutMessages: LocaleMessages = { en, 'zh-CN': zhCN, fr, th, lao };
