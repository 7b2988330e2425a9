import enFile from '../lang/en.json';
import fr from '../lang/fr.json';
import lao from '../lang/lao.json';
import th from '../lang/th.json';
import zhCN from '../lang/zh-CN.json';
import type { Messages } from '../catalogue';
import { commonMessages, languageNames } from '../common-descriptors';
import { LOCALES, type Locale } from '../locales';

// The files as the common catalogue loads them (English with the code, the others on demand).
const en: Messages = enFile;
const COMMON_MESSAGES: Record<Locale, Messages> = { en, 'zh-CN': zhCN, fr, th, lao };

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('common catalogue', () => {
  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has every key of en and no others', (locale) => {
    const keys = Object.keys(COMMON_MESSAGES[locale]).sort();
    expect(keys).toEqual(Object.keys(en).sort());
  });

  it.each(LOCALES)('%s has no empty message and keeps the placeholders of en', (locale) => {
    for (const [id, message] of Object.entries(COMMON_MESSAGES[locale])) {
      expect({ id, blank: message.trim() === '' }).toEqual({ id, blank: false });
      expect({ id, placeholders: placeholders(message) }).toEqual({ id, placeholders: placeholders(en[id]) });
    }
  });

  it("keeps the descriptors the apps format in step with the catalogue's English", () => {
    const descriptors = [...Object.values(commonMessages), ...Object.values(languageNames)];
    expect(descriptors.map(({ id, defaultMessage }) => [id, defaultMessage])).toEqual(descriptors.map(({ id }) => [id, en[id as string]]));
    expect(descriptors.length).toBe(15);
  });

  it('has the error catalogue and common buttons', () => {
    for (const id of [
      'errors.badRequest',
      'errors.forbidden',
      'errors.notFound',
      'errors.system',
      'errors.other',
      'errors.network',
      'errors.notOffered',
      'common.confirm',
      'common.cancel',
      'common.retry',
      'common.backHome',
      'common.loading',
      'common.save',
      'common.delete',
      'common.close',
      'common.money',
    ]) {
      expect(en).toHaveProperty([id]);
    }
  });

  it('names every language in its own language, in every locale', () => {
    const own = { en: 'English', 'zh-CN': '简体中文', fr: 'Français', th: 'ไทย', lao: 'ລາວ' };
    for (const locale of LOCALES) {
      for (const [language, name] of Object.entries(own)) {
        expect(COMMON_MESSAGES[locale][`language.${language}`]).toBe(name);
      }
    }
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/],
    ['lao', /[\u0E80-\u0EFF]/],
    ['zh-CN', /[\u4E00-\u9FFF]/],
  ] as const)('writes %s in its own script', (locale, script) => {
    for (const [id, message] of Object.entries(COMMON_MESSAGES[locale])) {
      if (id.startsWith('language.') || id === 'common.money') continue;
      expect({ id, script: script.test(message) }).toEqual({ id, script: true });
    }
  });
});
