import type { Db } from '../../infra/db';
import type { Locale } from '../../i18n/locale';

/**
 * The languages whose letter runs are split into words here (migration 038), with their ICU language: Thai and Lao
 * write no spaces between words and PostgreSQL has no dictionary for them; ICU's (Intl.Segmenter) has.
 */
export const SPLIT_LOCALES: Partial<Record<Locale, string>> = { th: 'th', lao: 'lo' };
const SPLIT = Object.keys(SPLIT_LOCALES);

/** A term is one to this many consecutive words of a run: a shopper types a word, or two or three written together. */
const MAX_WORDS_PER_TERM = 3;
/** The vocabulary's term lengths (search_terms, migration 027): longer word groups are no term to count. */
const MIN_TERM = 2;
const MAX_TERM = 12;
/** Runs split per transaction. */
const BATCH = 1000;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenter(icu: string): Intl.Segmenter {
  let s = segmenters.get(icu);
  if (!s) segmenters.set(icu, (s = new Intl.Segmenter(icu, { granularity: 'word' })));
  return s;
}

/**
 * The terms of a run (lowercased, one language's letters: search_runs) that are whole words: each group of one to
 * three consecutive ICU words, 2–12 characters long, once. "ຫູຟັງແນບຫູ" is ຫູ | ຟັງ | ແນບ | ຫູ: ຫູຟັງ, ຟັງແນບ … are
 * terms of words, "ູຟັ" or "ງແ" are not.
 */
export function wordTerms(locale: Locale, run: string): string[] {
  const icu = SPLIT_LOCALES[locale];
  if (!icu) return [];
  const words = [...segmenter(icu).segment(run)].map((s) => s.segment);
  const terms = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let term = '';
    for (let j = i; j < Math.min(words.length, i + MAX_WORDS_PER_TERM); j++) {
      term += words[j];
      const n = [...term].length;
      if (n > MAX_TERM) break;
      if (n >= MIN_TERM) terms.add(term);
    }
  }
  return [...terms];
}

/**
 * Splits the Thai and Lao runs the vocabulary has not split yet (search_run.segmented, migration 038) and counts their
 * word terms (search_term.words), a batch per transaction; answers how many runs it split. The runs are added by the
 * database's own triggers on every product write (migration 027); this runs when the API starts, after a product's
 * texts are saved, and once a minute (plugins/app/search-words.ts), so a name written any other way is split within
 * the minute. Until then its pieces are still terms, ranked as before. Several processes may run it at once: each
 * batch locks its runs, and skips the ones another holds.
 */
export async function splitSearchRuns(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const runs = (
        await tx.query<{ locale: Locale; run: string }>(
          `SELECT locale, run FROM search_run WHERE NOT segmented AND locale = ANY($1::text[])
            ORDER BY locale, run LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
          [SPLIT],
        )
      ).rows;
      if (runs.length === 0) return 0;
      const counts = new Map<string, number>();
      for (const r of runs) {
        for (const t of wordTerms(r.locale, r.run)) {
          const key = `${r.locale}\u0000${t}`;
          counts.set(key, (counts.get(key) ?? 0) + 1);
        }
      }
      const keys = [...counts.keys()].sort();
      await tx.query(
        `UPDATE search_term t SET words = t.words + v.n
           FROM unnest($1::text[], $2::text[], $3::int[]) AS v (locale, term, n)
          WHERE t.locale = v.locale AND t.term = v.term`,
        [keys.map((k) => k.split('\u0000')[0]), keys.map((k) => k.split('\u0000')[1]), keys.map((k) => counts.get(k))],
      );
      await tx.query(
        `UPDATE search_run r SET segmented = true FROM unnest($1::text[], $2::text[]) AS v (locale, run)
          WHERE r.locale = v.locale AND r.run = v.run`,
        [runs.map((r) => r.locale), runs.map((r) => r.run)],
      );
      return runs.length;
    });
    done += n;
    if (n < BATCH) return done;
  }
}
