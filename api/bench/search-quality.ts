/**
 * The search-quality sample (`npm run bench:search-quality`, or `npm run bench:api -- --quality`): per language
 * (en, zh-CN, fr, th, lao), 200 words drawn from product names in that language (words.ts; the same words on every
 * run of one seed), each searched as typed and misspelt by one edit (deletion, substitution, transposition,
 * insertion in turn; for Chinese, Thai and Lao one character), with GET /api/front/product/list?keyword=… in that
 * language. Prints the share of words whose source product is on the first page, and — because the grown catalogues
 * copy each name into many products ("Headphones 37") — the share whose first page holds a product of the same name
 * but its copy number. A measuring tool: nothing is asserted, and the figures are what the search answers.
 */
import { LOCALES, type Locale } from '../src/i18n/locale';
import { createRng } from '../src/seed/random';
import type { CatalogueSample } from './catalogue-sample';
import type { Envelope } from './http';
import { inBatches } from './order-setup';
import { alphabetOf, EDITS, misspell, wordsOf, type Edit } from './words';

const WORDS_PER_LANGUAGE = 200;
const FIRST_PAGE = 20;

/** A grown catalogue's copy number after the name ("Casque 37"), which the copies of one product differ by. */
const baseName = (name: string) => name.replace(/\s+\d+$/, '');

interface Probe {
  productId: number;
  name: string;
  word: string;
  misspelt: string;
  edit: Edit;
}

interface Outcome {
  source: boolean;
  sameName: boolean;
  total: number;
}

async function searchFirstPage(url: string, lang: Locale, keyword: string, probe: Probe): Promise<Outcome> {
  const r = await fetch(`${url}/api/front/product/list?keyword=${encodeURIComponent(keyword)}&page=1&limit=${FIRST_PAGE}`, {
    headers: { 'accept-language': lang },
  });
  const body = (await r.json()) as Envelope<{ list: Array<{ id: number; storeName: string }>; total: number } | null>;
  if (body.code !== 200 || !body.data) throw new Error(`search "${keyword}" (${lang}): code ${body.code} ${body.message}`);
  const list = body.data.list;
  return {
    source: list.some((p) => p.id === probe.productId),
    sameName: list.some((p) => baseName(p.storeName) === baseName(probe.name)),
    total: body.data.total,
  };
}

const pct = (n: number, of: number) => `${((n / of) * 100).toFixed(1).padStart(5)} %`;

export async function searchQuality(url: string, sample: CatalogueSample): Promise<void> {
  console.log(
    `\nsearch quality: ${WORDS_PER_LANGUAGE} words per language from product names, as typed and with one edit; ` +
      `share whose first page (${FIRST_PAGE}) holds the source product / a product of the same name (copy number aside)`,
  );
  console.log(
    `${'language'.padEnd(8)} ${'words'.padStart(5)}   ${'as typed: source'.padStart(17)} ${'same name'.padStart(9)}   ${'misspelt: source'.padStart(17)} ${'same name'.padStart(9)}   misspelt by edit (same name)`,
  );
  for (const lang of LOCALES) {
    const rng = createRng(`search-quality/${lang}`);
    const names = sample.names[lang];
    const alphabet = alphabetOf(names.map((n) => n.name));
    const probes: Probe[] = [];
    for (const n of rng.shuffle(names)) {
      if (probes.length >= WORDS_PER_LANGUAGE) break;
      const words = wordsOf(n.name, lang);
      if (words.length === 0) continue;
      const word = rng.pick(words);
      const edit = EDITS[probes.length % EDITS.length];
      probes.push({ productId: n.productId, name: n.name, word, edit, misspelt: misspell(word, edit, alphabet, rng.next) });
    }
    if (probes.length === 0) {
      console.log(`${lang.padEnd(8)} no names in this language`);
      continue;
    }
    const outcomes = await inBatches(probes.length, 5, async (i) => ({
      typed: await searchFirstPage(url, lang, probes[i].word, probes[i]),
      misspelt: await searchFirstPage(url, lang, probes[i].misspelt, probes[i]),
    }));
    const count = (f: (o: (typeof outcomes)[number]) => boolean) => outcomes.filter(f).length;
    const byEdit = EDITS.map((e) => {
      const of = outcomes.filter((_, i) => probes[i].edit === e);
      return `${e.slice(0, 5)} ${of.length ? Math.round((of.filter((o) => o.misspelt.sameName).length / of.length) * 100) : 0} %`;
    }).join(', ');
    const n = probes.length;
    console.log(
      `${lang.padEnd(8)} ${String(n).padStart(5)}   ${pct(
        count((o) => o.typed.source),
        n,
      ).padStart(17)} ${pct(
        count((o) => o.typed.sameName),
        n,
      ).padStart(9)}   ` +
        `${pct(
          count((o) => o.misspelt.source),
          n,
        ).padStart(17)} ${pct(
          count((o) => o.misspelt.sameName),
          n,
        ).padStart(9)}   ${byEdit}`,
    );
    const missed = probes.filter((_, i) => !outcomes[i].misspelt.sameName).slice(0, 3);
    if (missed.length) console.log(`         e.g. missed: ${missed.map((p) => `"${p.misspelt}" (${p.word})`).join(', ')}`);
  }
}
