import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../lang/en.json';
import fr from '../../../lang/fr.json';
import lao from '../../../lang/lao.json';
import th from '../../../lang/th.json';
import zhCN from '../../../lang/zh-CN.json';

const SRC = join(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every `id` + `defaultMessage` pair written in the remote's source (defineMessages and FormattedMessage). */
function messagesInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /id[=:]\s*["']((?:checkout)\.[^"']+)["'],?\s*defaultMessage[=:]\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1], (match[2] ?? match[3]).replace(/\\'/g, "'"));
    }
  }
  return found;
}

/** The argument names of an ICU message ({name}, {count, plural, …}), without the words of plural branches. */
function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

describe('lang files', () => {
  it('en.json holds exactly the messages the source defines, with the same English text', () => {
    const source = messagesInSource();
    expect(source.size).toBeGreaterThan(100);
    expect(Object.fromEntries([...source].sort())).toEqual(Object.fromEntries(Object.entries(en).sort()));
  });

  it.each([
    ['zh-CN', zhCN],
    ['fr', fr],
    ['th', th],
    ['lao', lao],
  ] as const)('%s uses the same arguments as English in every message', (_locale, catalogue: Record<string, string>) => {
    for (const [id, text] of Object.entries(en)) {
      expect([id, argumentsOf(catalogue[id] ?? '')]).toEqual([id, argumentsOf(text)]);
    }
  });
});
