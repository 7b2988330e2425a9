import { createIntl } from 'react-intl';
import en from '../lang/en.json';
import fr from '../lang/fr.json';
import lao from '../lang/lao.json';
import th from '../lang/th.json';
import zhCN from '../lang/zh-CN.json';
import { messages } from '../messages';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-CN': zhCN, fr, th, lao };
const placeholders = (text: string) => [...new Set(text.match(/[{<]\/?\w+/g) ?? [])].sort();

describe('login dialog translations', () => {
  it('en.json holds exactly the default messages', () => {
    const defaults = Object.fromEntries(Object.values(messages).map((m) => [m.id, m.defaultMessage]));
    expect(en).toEqual(defaults);
  });

  it.each(Object.keys(catalogues))('%s has every key, with the same placeholders, and parses', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect([id, placeholders(catalogue[id])]).toEqual([id, placeholders(text)]);
      const errors: unknown[] = [];
      const intl = createIntl({ locale, messages: catalogue, onError: (error) => errors.push(error) });
      intl.formatMessage({ id }, { label: 'x', country: 'x', dialCode: 1, email: 'x', seconds: 1, provider: 'x', link: (c) => c });
      expect([id, errors]).toEqual([id, []]);
      if (locale !== 'en' && !/^\{label\}|^(Email|Twitter)$/.test(text)) expect([id, catalogue[id]]).not.toEqual([id, text]);
    }
  });
});
