import { buildCatalogue } from '../../src/seed/build/catalogue';
import { TAXONOMY } from '../../src/seed/data/taxonomy';

/**
 * Issue 32, defect 8: the demo catalogue reads like a real one — no word twice in a name ("Summit Summit Down
 * Sleeping Bag"), qualifiers that fit the product ("Wooden Kids' T-Shirt"), summaries true of every product of the
 * category ("Long battery life" on a monitor), and every product's texts in every language.
 */
const m = buildCatalogue(Date.UTC(2026, 10, 1));

describe('the demo catalogue’s texts', () => {
  it('names no product with a word twice', () => {
    const repeated = m.products
      .filter((p) => !p.store_name.startsWith('The '))
      .filter((p) => {
        const words = p.store_name.toLowerCase().split(/[\s-]+/);
        return new Set(words).size !== words.length;
      })
      .map((p) => p.store_name);
    expect(repeated).toEqual([]);
  });

  it('puts before each noun a qualifier of its own category', () => {
    const misfits = m.products.flatMap((p) => {
      const [noun, qualifier, leafName] = p.keyword.split(',');
      if (p.store_name.startsWith('The ')) return [];
      const top = TAXONOMY.find((t) => t.seconds.some((s) => s.leaves.some((l) => l.name === leafName && l.nouns.includes(noun))))!;
      const second = top.seconds.find((s) => s.leaves.some((l) => l.name === leafName))!;
      return (second.qualifiers ?? top.qualifiers).includes(qualifier) ? [] : [`${qualifier} ${noun}`];
    });
    expect(misfits).toEqual([]);
    const names = m.products.map((p) => p.store_name).join('\n');
    expect(names).not.toMatch(/Wooden (Kids|Baby|Plush)|Stoneware (Duvet|Towel)|Matte (Eau|Shampoo)|Fast-Charging Monitor/);
  });

  it('says nothing of batteries, charging or dishwashers where a category’s products need not have them', () => {
    const claims = m.products.filter((p) => /battery life|USB-C|Bluetooth|Dishwasher|Layers beautifully/i.test(p.content));
    expect(claims.map((p) => p.store_name)).toEqual([]);
  });

  it('writes every product’s name, summary, description and options in the four other languages', () => {
    for (const p of m.products) {
      for (const locale of ['zh-CN', 'fr', 'th', 'lao'] as const) {
        expect([p.id, locale, p.store_info_i18n?.[locale]]).toEqual([p.id, locale, expect.any(String)]);
        expect(p.content_i18n?.[locale]).not.toContain('Product highlights');
        expect([p.store_name, locale, p.store_name_i18n?.[locale]]).toEqual([p.store_name, locale, expect.any(String)]);
      }
    }
    for (const a of m.productAttrs) expect([a.attr_name, a.attr_name_i18n?.fr]).toEqual([a.attr_name, expect.any(String)]);
  });
});
