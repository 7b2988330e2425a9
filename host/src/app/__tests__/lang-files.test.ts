import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../lang/en.json';
import fr from '../../lang/fr.json';
import lao from '../../lang/lao.json';
import th from '../../lang/th.json';
import zhCN from '../../lang/zh-CN.json';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-CN': zhCN, fr, th, lao };
const SCRIPT: Record<string, RegExp> = { 'zh-CN': /\p{Script=Han}/u, th: /\p{Script=Thai}/u, lao: /\p{Script=Lao}/u };
const SOURCE_DIRS = ['..', '../pages', '../../components', '../../remotes'].map((dir) => join(__dirname, dir));

/**
 * Every `id="host.…" defaultMessage="…"` (JSX) and `id: 'host.…', defaultMessage: '…'` (defineMessages) written in the
 * app shell's sources (layout and auth have their own).
 */
function sourceMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const dir of SOURCE_DIRS) {
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.tsx'))) {
      const text = readFileSync(join(dir, file), 'utf8');
      for (const match of text.matchAll(/id="(host\.[^"]+)"\s+defaultMessage="([^"]*)"/g)) found.set(match[1], match[2]);
      for (const match of text.matchAll(/id: '(host\.[^']+)',\s+defaultMessage: '([^']*)'/g)) found.set(match[1], match[2]);
    }
  }
  return found;
}

describe('app shell translations', () => {
  it('has every id of the source in English, with the default message as its text', () => {
    const messages = sourceMessages();
    expect(messages.size).toBeGreaterThan(10);
    expect(Object.fromEntries(messages)).toEqual(en);
  });

  it.each(Object.keys(catalogues))('%s has exactly the English keys, translated', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const text of Object.values(catalogue)) {
      expect(text.trim()).not.toBe('');
      if (SCRIPT[locale]) expect(text).toMatch(SCRIPT[locale]);
    }
  });
});
