-- Words too short for a trigram, at less cost (issue 27; docs/benchmarks.md, "The short-word texts in a table of
-- their own, each character written twice"). Migration 041 stored in every product_search row `tripled`, all its
-- matched texts with each character written three times, under a trigram index: a two-character word ("蓝牙",
-- "tv") got an index, but product_search grew 89 → 290 MB at 100k (185 → 506 MB with its indexes), larger than a
-- small server's shared buffers, so the narrow row every search reads was narrow no more; and the 1m seed went
-- over its 10 minutes (619 s), the tripled index's build alone taking ~30 s a 100k products.
--
-- Here the short-word text moves to a table of its own, `product_search_doubled` (product id → text), read only for
-- a short word: product_search is back to the columns a search matches, ranks and sorts on. And each character is
-- written twice, not three times: a word of two or more characters written twice ("蓝蓝牙牙", "ttvv") still yields
-- trigrams (蓝蓝牙, 蓝牙牙), each carrying the word's pair; one character alone ("机", "a") yields none, and is read
-- in order again, as before migration 041 (a common one finds its first matches within a few pages; measured in
-- docs/benchmarks.md). The text is 2/3 as long, its index builds in half the time. A text holds a word exactly
-- when its doubled text holds the doubled word (the implication that matters: the condition is ANDed before the
-- ordinary match, which decides), so the matches stay exactly those of migration 041.
--
-- Kept from product_search itself, by statement triggers on it (product's own triggers write product_search,
-- migration 040): the texts are already lowercased there, and an update that changes none of them (a sale's `sold`,
-- a price) writes nothing here.
CREATE TABLE product_search_doubled (
  id BIGINT PRIMARY KEY,
  -- The English name and keywords, then each translated name there is, joined by spaces, each character twice.
  doubled TEXT NOT NULL
) WITH (parallel_workers = 0);
-- No parallel scan: a search reads the first 201 candidates of a bitmap; the planner, pricing every match's lookup
-- in product_search, otherwise starts two workers for a common word (日常 at 100k: 14 ms with them, ~3 without).

-- Each character written twice (`.` is any character, newlines too).
CREATE FUNCTION search_doubled(t TEXT) RETURNS TEXT LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(t, '(.)', '\1\1', 'g')
$$;

-- The doubled text of a search row: its matched texts (already lowercased, migration 040).
CREATE FUNCTION search_doubled_text(words TEXT, name_zh TEXT, name_fr TEXT, name_th TEXT, name_lao TEXT) RETURNS TEXT
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT search_doubled(words || coalesce(' ' || name_zh, '') || coalesce(' ' || name_fr, '') || coalesce(' ' || name_th, '')
         || coalesce(' ' || name_lao, ''))
$$;

-- A search's LIKE patterns (`%…%`, their own \, % and _ escaped, lib/like-pattern.ts) with each character of the word
-- written twice, an escaped one with its backslash (`%a\_%` → `%aa\_\_%`). Immutable: folded into a constant array
-- when the statement is planned (as search_lower), so the trigram index sees the doubled patterns.
CREATE FUNCTION search_doubled_patterns(patterns TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg('%' || regexp_replace(substr(p, 2, char_length(p) - 2), '(\\.|.)', '\1\1', 'g') || '%' ORDER BY i)
    FROM unnest(patterns) WITH ORDINALITY AS u (p, i)
$$;

CREATE FUNCTION product_search_doubled_on_insert() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO product_search_doubled
  SELECT n.id, search_doubled_text(n.words, n.name_zh, n.name_fr, n.name_th, n.name_lao) FROM new_rows n ORDER BY n.id;
  RETURN NULL;
END $$;

-- A search row updated: its doubled text is written again only when one of the texts changed.
CREATE FUNCTION product_search_doubled_on_update() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO product_search_doubled AS d
  SELECT n.id, search_doubled_text(n.words, n.name_zh, n.name_fr, n.name_th, n.name_lao)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
   WHERE (n.words, n.name_zh, n.name_fr, n.name_th, n.name_lao) IS DISTINCT FROM (o.words, o.name_zh, o.name_fr, o.name_th, o.name_lao)
   ORDER BY n.id
  ON CONFLICT (id) DO UPDATE SET doubled = EXCLUDED.doubled;
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_doubled_on_delete() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM product_search_doubled d USING old_rows o WHERE d.id = o.id;
  RETURN NULL;
END $$;

CREATE TRIGGER product_search_doubled_delete AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_doubled_on_delete();
CREATE TRIGGER product_search_doubled_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_doubled_on_insert();
CREATE TRIGGER product_search_doubled_update AFTER UPDATE ON product_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_doubled_on_update();

-- The search row (migration 040) without the tripled texts again; the update trigger's upsert likewise.
DROP INDEX product_search_tripled_idx;
ALTER TABLE product_search DROP COLUMN tripled;
CREATE OR REPLACE FUNCTION product_search_row(p product) RETURNS SETOF product_search LANGUAGE sql IMMUTABLE ROWS 1 AS $$
  SELECT p.id, p.mer_id, p.category_id, p.category_l1, p.category_l2, p.category_shown, p.rank, p.sort, p.sold, p.price,
         p.article, p.store_name, lower(p.store_name || ' ' || p.keyword), lower(p.store_name_i18n->>'zh-CN'),
         lower(p.store_name_i18n->>'fr'), lower(p.store_name_i18n->>'th'), lower(p.store_name_i18n->>'lao')
   WHERE p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off
$$;
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
    name_th = EXCLUDED.name_th, name_lao = EXCLUDED.name_lao;
  RETURN NULL;
END $$;
DROP FUNCTION search_tripled_patterns(TEXT[]);
DROP FUNCTION search_tripled(TEXT);

-- Rewritten from the catalogue (the dropped column's space goes with the old file; the triggers above fill the
-- doubled texts), then the doubled texts indexed (one sort instead of a GIN insertion per row).
TRUNCATE product_search;
INSERT INTO product_search SELECT r.* FROM product p, product_search_row(p) r ORDER BY p.id;
CREATE INDEX product_search_doubled_idx ON product_search_doubled USING gin (doubled gin_trgm_ops);

ANALYZE product_search;
ANALYZE product_search_doubled;
