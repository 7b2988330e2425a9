import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

type Catalogue = Record<string, string>;

export interface LangSourceOptions {
  /** The remote's src folder (tests and test helpers under it are skipped). */
  src: string;
  /** The remote's message id prefix: 'checkout' for checkout.CartView.title. */
  prefix: string;
  /** The remote's lang files by locale; `en` is the one the source must match. */
  catalogues: { en: Catalogue } & Record<string, Catalogue>;
  /** The source defines more messages than this (so a pattern that finds nothing cannot pass). */
  atLeast: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' || name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every `id` + `defaultMessage` pair with the prefix written in the source (defineMessage(s) and FormattedMessage). */
export function messagesInSource(src: string, prefix: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = new RegExp(
    `id[=:]\\s*["'](${escapeRegExp(prefix)}\\.[^"']+)["'],?\\s*defaultMessage[=:]\\s*(?:'((?:[^'\\\\]|\\\\.)*)'|"((?:[^"\\\\]|\\\\.)*)")`,
    'g',
  );
  for (const file of sourceFiles(src)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1], (match[2] ?? match[3]).replace(/\\'/g, "'"));
    }
  }
  return found;
}

/** The argument names of an ICU message ({name}, {count, plural, …}), without the words of plural branches. */
export function argumentsOf(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
}

/**
 * The lang file checks every remote runs: en.json holds exactly the messages its source defines, with the same
 * English, and every other locale uses the same ICU arguments as English in every message.
 */
export function describeLangSource({ src, prefix, catalogues, atLeast }: LangSourceOptions): void {
  const { en } = catalogues;
  describe('lang files', () => {
    it('en.json holds exactly the messages the source defines, with the same English text', () => {
      const source = messagesInSource(src, prefix);
      expect(source.size).toBeGreaterThan(atLeast);
      expect(Object.fromEntries([...source].sort())).toEqual(Object.fromEntries(Object.entries(en).sort()));
    });

    const others = Object.entries(catalogues).filter(([locale]) => locale !== 'en');
    it.each(others)('%s uses the same arguments as English in every message', (_locale, catalogue) => {
      for (const [id, text] of Object.entries(en)) {
        expect([id, argumentsOf(catalogue[id] ?? '')]).toEqual([id, argumentsOf(text)]);
      }
    });
  });
}
