-- Keyword search for a word too short for a trigram (issue 27). pg_trgm takes the trigrams of a LIKE pattern from
-- its runs of word characters, and a run next to a `%` gets no padding: the pattern `%w%` of a word w with no run of
-- three word characters ("蓝牙", "tv", "a") yields no trigram, so no trigram index serves it and the search read
-- product_search in order until its first 201 matches (median 24 ms at 100k, 51 at 1m, a rare word the whole table:
-- docs/benchmarks.md, "Search at 1m profiled").
--
-- `tripled` is every character of the row's matched texts written three times ("蓝牙耳机" → "蓝蓝蓝牙牙牙耳耳耳机机机"):
-- the English name and keywords (`words`) and each translated name, lowercased, joined by spaces, in one column with
-- one trigram index. A word is matched there as its own characters written three times (`%蓝蓝蓝牙牙牙%`), whose
-- trigrams (蓝蓝牙, 蓝牙牙 …) carry the word's pairs of characters and its single characters (ccc). A text holds a
-- word exactly when its tripled text holds the tripled word (a match out of step with the triples forces every
-- letter of the word to be the same letter, which the text then holds as many times), so the condition is implied by
-- the ordinary one; it is ANDed before it, not instead of it (api/src/services/catalog/product-search-sql.ts), so
-- the matches stay exactly those of `words` and the shopper's language's name: a word found only in another
-- language's name is a candidate the ordinary LIKE then drops. One column for all the texts rather than one per
-- text: one index, one GIN scan per word, and the OR of the English text and the translated name served by it.
ALTER TABLE product_search ADD COLUMN tripled TEXT;

-- Each character written three times (`.` is any character, newlines too: PostgreSQL's regular expressions are not
-- newline-sensitive by default).
CREATE FUNCTION search_tripled(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '(.)', '\1\1\1', 'g')
$$;

-- A search's LIKE patterns (`%…%`, their own \, % and _ escaped, lib/like-pattern.ts) with each character of the word
-- written three times, an escaped one with its backslash (`%a\_%` → `%aaa\_\_\_%`). Immutable: the planner folds it
-- of a constant into the constant array (like search_lower), so the trigram index sees the tripled patterns.
CREATE FUNCTION search_tripled_patterns(patterns TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg('%' || regexp_replace(substr(p, 2, char_length(p) - 2), '(\\.|.)', '\1\1\1', 'g') || '%' ORDER BY i)
    FROM unnest(patterns) WITH ORDINALITY AS u (p, i)
$$;

-- The search row (migration 040) with its tripled texts: the statement triggers and the seed's bulk inserts write it.
CREATE OR REPLACE FUNCTION product_search_row(p product) RETURNS SETOF product_search LANGUAGE sql IMMUTABLE ROWS 1 AS $$
  SELECT p.id, p.mer_id, p.category_id, p.category_l1, p.category_l2, p.category_shown, p.rank, p.sort, p.sold, p.price,
         p.article, p.store_name, lower(p.store_name || ' ' || p.keyword), lower(p.store_name_i18n->>'zh-CN'),
         lower(p.store_name_i18n->>'fr'), lower(p.store_name_i18n->>'th'), lower(p.store_name_i18n->>'lao'),
         search_tripled(lower(p.store_name || ' ' || p.keyword) || coalesce(' ' || lower(p.store_name_i18n->>'zh-CN'), '')
           || coalesce(' ' || lower(p.store_name_i18n->>'fr'), '') || coalesce(' ' || lower(p.store_name_i18n->>'th'), '')
           || coalesce(' ' || lower(p.store_name_i18n->>'lao'), ''))
   WHERE p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off
$$;

-- The update trigger's upsert writes the new column too (the rest as migration 040).
CREATE OR REPLACE FUNCTION product_search_on_update() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o
   WHERE s.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n, product_search_row(n) r WHERE r.id = o.id);
  INSERT INTO product_search AS s
  SELECT r.* FROM new_rows n, product_search_row(n) r
   WHERE NOT EXISTS (SELECT 1 FROM old_rows o, product_search_row(o) q WHERE q.id = r.id AND q IS NOT DISTINCT FROM r)
   ORDER BY r.id
  ON CONFLICT (id) DO UPDATE SET mer_id = EXCLUDED.mer_id, category_id = EXCLUDED.category_id,
    category_l1 = EXCLUDED.category_l1, category_l2 = EXCLUDED.category_l2, category_shown = EXCLUDED.category_shown,
    rank = EXCLUDED.rank, sort = EXCLUDED.sort, sold = EXCLUDED.sold, price = EXCLUDED.price, article = EXCLUDED.article,
    name = EXCLUDED.name, words = EXCLUDED.words, name_zh = EXCLUDED.name_zh, name_fr = EXCLUDED.name_fr,
    name_th = EXCLUDED.name_th, name_lao = EXCLUDED.name_lao, tripled = EXCLUDED.tripled;
  RETURN NULL;
END $$;

-- Back-filled from the stored texts (the same value product_search_row computes from the product), then indexed.
UPDATE product_search
   SET tripled = search_tripled(words || coalesce(' ' || name_zh, '') || coalesce(' ' || name_fr, '')
                 || coalesce(' ' || name_th, '') || coalesce(' ' || name_lao, ''));
ALTER TABLE product_search ALTER COLUMN tripled SET NOT NULL;
CREATE INDEX product_search_tripled_idx ON product_search USING gin (tripled gin_trgm_ops);

ANALYZE product_search;
