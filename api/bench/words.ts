/**
 * Search words as a shopper types them, drawn from product names in the name's language, and one-edit misspellings
 * of them. Words are found with Intl.Segmenter (ICU's dictionaries split Thai, Lao and Chinese, which put no spaces
 * between words); a Thai or Lao dictionary word is often one syllable ("หู" of "หูฟัง", headphones), so in those
 * languages a word shorter than three characters is typed together with the next one, as the name spells them.
 */
import type { Locale } from '../src/i18n/locale';

/** The ICU language of a storefront locale. */
const ICU: Record<Locale, string> = { en: 'en', 'zh-CN': 'zh', fr: 'fr', th: 'th', lao: 'lo' };
/** Languages written without spaces between words: two words are typed as one run of text. */
const UNSPACED = new Set<Locale>(['zh-CN', 'th', 'lao']);
/** Shortest word drawn, in characters: a search for "of" or "的" is not a shopper's. */
const MIN_LENGTH: Record<Locale, number> = { en: 3, 'zh-CN': 2, fr: 3, th: 3, lao: 3 };

const segmenters = new Map<Locale, Intl.Segmenter>();
const segmenter = (locale: Locale) => {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(ICU[locale], { granularity: 'word' })));
  return s;
};

/** A word of a name and where it ends in the name, so that words written together are typed together. */
interface Word {
  text: string;
  start: number;
  end: number;
}

/** The words of a name with their places (wordsOf). */
function placedWords(name: string, locale: Locale): Word[] {
  const segments = [...segmenter(locale).segment(name)]
    .filter((s) => s.isWordLike && !/^\d+$/.test(s.segment))
    .map((s) => ({ text: s.segment, start: s.index, end: s.index + s.segment.length }));
  const out: Word[] = [];
  for (let i = 0; i < segments.length; i++) {
    const word = { ...segments[i] };
    // Thai, Lao: a one- or two-character syllable goes with the next, when the name writes them together (no space
    // between: "ສໍ" of "ກະເປົາສໍ ມິນິ" is not typed as "ສໍມິນິ", which no name holds).
    if (
      UNSPACED.has(locale) &&
      locale !== 'zh-CN' &&
      [...word.text].length < MIN_LENGTH[locale] &&
      i + 1 < segments.length &&
      segments[i + 1].start === word.end
    ) {
      word.text += segments[++i].text;
      word.end = segments[i].end;
    }
    if ([...word.text].length >= MIN_LENGTH[locale]) out.push(word);
  }
  return out;
}

/** The words of a name a shopper might search for: no numbers (the grown catalogue's copy numbers), none too short. */
export function wordsOf(name: string, locale: Locale): string[] {
  return placedWords(name, locale).map((w) => w.text);
}

/**
 * A search of one word of the name, or (with probability `twoWords`) of two adjacent ones, written as the name
 * writes them (together, or with the name's space between); null for a name without one.
 */
export function searchOf(name: string, locale: Locale, random: () => number, twoWords = 0.3): string | null {
  const words = placedWords(name, locale);
  if (words.length === 0) return null;
  const i = Math.floor(random() * words.length);
  if (words.length > 1 && random() < twoWords) {
    const j = i + 1 < words.length ? i : i - 1;
    const together = UNSPACED.has(locale) && words[j + 1].start === words[j].end;
    return together ? words[j].text + words[j + 1].text : `${words[j].text} ${words[j + 1].text}`;
  }
  return words[i].text;
}

export type Edit = 'deletion' | 'substitution' | 'transposition' | 'insertion';
export const EDITS: readonly Edit[] = ['deletion', 'substitution', 'transposition', 'insertion'];

/**
 * The word with one edit at a random position, by characters (code points; for Chinese, Thai and Lao one
 * character): a letter left out, changed, swapped with the next (two different ones) or added. New letters are
 * drawn from `alphabet` (the letters of that language's names), and the result always differs from the word.
 */
export function misspell(word: string, edit: Edit, alphabet: readonly string[], random: () => number): string {
  const chars = [...word];
  const at = (n: number) => Math.floor(random() * n);
  const letter = (not?: string) => {
    for (;;) {
      const c = alphabet[at(alphabet.length)];
      if (c !== not) return c;
    }
  };
  switch (edit) {
    case 'deletion': {
      const i = at(chars.length);
      return [...chars.slice(0, i), ...chars.slice(i + 1)].join('');
    }
    case 'substitution': {
      const i = at(chars.length);
      // Another letter than this one in either case (the search ignores case): a real change.
      chars[i] = letter(chars[i].toLowerCase());
      return chars.join('');
    }
    case 'transposition': {
      const pairs = chars.flatMap((c, i) => (i + 1 < chars.length && c.toLowerCase() !== chars[i + 1].toLowerCase() ? [i] : []));
      if (pairs.length === 0) return misspell(word, 'substitution', alphabet, random);
      const i = pairs[at(pairs.length)];
      [chars[i], chars[i + 1]] = [chars[i + 1], chars[i]];
      return chars.join('');
    }
    case 'insertion': {
      const i = at(chars.length + 1);
      return [...chars.slice(0, i), letter(), ...chars.slice(i)].join('');
    }
  }
}

/** The letters names of one language are written with (no spaces, digits or punctuation), for substitutions. */
export function alphabetOf(names: readonly string[]): string[] {
  const letters = new Set<string>();
  for (const n of names) for (const c of n.toLowerCase()) if (/\p{L}|\p{M}/u.test(c)) letters.add(c);
  return [...letters];
}
