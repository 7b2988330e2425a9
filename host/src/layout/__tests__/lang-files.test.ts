import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../lang/en.json';
import fr from '../lang/fr.json';
import lao from '../lang/lao.json';
import th from '../lang/th.json';
import zhCN from '../lang/zh-CN.json';

const catalogues: Record<string, Record<string, string>> = { en, 'zh-CN': zhCN, fr, th, lao };
const layoutDir = join(__dirname, '..');

/** The layout's source files, in its folders too (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `id: 'host.…', defaultMessage: '…'` written in the layout's source files. */
function sourceMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(layoutDir)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/id: '(host\.[^']+)',\s*defaultMessage:\s*'((?:[^'\\]|\\.)*)'/g)) {
      found.set(match[1], match[2].replace(/\\'/g, "'"));
    }
  }
  return found;
}

/** The placeholder names of an ICU message ({name}, {count, plural, …}). */
function placeholders(message: string): string[] {
  // A brace right after a plural selector (=0, one, other…) opens a branch, not a placeholder.
  const pattern = /(?<!(?:=\d+|zero|one|two|few|many|other)\s*)\{\s*([A-Za-z_]\w*)\s*[,}]/g;
  return [...message.matchAll(pattern)].map((match) => match[1]).sort();
}

describe('layout translations', () => {
  const messages = sourceMessages();

  it('has every id of the source in English, with the same text as the default message', () => {
    expect(messages.size).toBeGreaterThan(40);
    for (const [id, defaultMessage] of messages) expect(en[id as keyof typeof en]).toBe(defaultMessage);
    expect(Object.keys(en).sort()).toEqual([...messages.keys()].sort());
  });

  it.each(Object.keys(catalogues))('%s has exactly the English keys, translated, with the same placeholders', (locale) => {
    const catalogue = catalogues[locale];
    expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(catalogue)) {
      expect(text.trim()).not.toBe('');
      expect([id, placeholders(text)]).toEqual([id, placeholders(en[id as keyof typeof en])]);
    }
  });

  it.each([
    ['th', /[\u0E00-\u0E7F]/],
    ['lao', /[\u0E80-\u0EFF]/],
    ['zh-CN', /[\u4E00-\u9FFF]/],
  ])('%s is written in its own script', (locale, script) => {
    const catalogue = catalogues[locale];
    const inScript = Object.values(catalogue).filter((text) => script.test(text));
    expect(inScript.length).toBe(Object.keys(catalogue).length);
  });
});
