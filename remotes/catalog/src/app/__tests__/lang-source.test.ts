import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '../../../lang/en.json';

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
  const pattern = /id[=:]\s*["']((?:catalog)\.[^"']+)["'],?\s*defaultMessage[=:]\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")/g;
  for (const file of sourceFiles(SRC)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1], (match[2] ?? match[3]).replace(/\\'/g, "'"));
    }
  }
  return found;
}

describe('lang/en.json', () => {
  it('holds exactly the messages the source defines, with the same English text', () => {
    const source = messagesInSource();
    expect(source.size).toBeGreaterThan(100);
    expect(Object.fromEntries([...source].sort())).toEqual(Object.fromEntries(Object.entries(en).sort()));
  });
});
