-- Keyword search over a narrow table (issue 27: search ≥ 500 req/s at 100k, flat at 1m). A search reads its first
-- 201 matches through a trigram index, scores and ranks them, then shows 20. Over `product` that cost PostgreSQL
-- ~4.3–5.3 ms of CPU a search (docs/benchmarks.md): planning over the product table's 27 indexes (~1.0 ms), the
-- candidates' heap rows (3.5 KB each on average, descriptions in five languages inline: ~190 pages for 201 rows),
-- and in other languages each name read out of the store_name_i18n JSON for every recheck and closeness.
--
-- product_search holds one row per product a shopper can see (on shelf, audited, not in the recycle bin, not
-- deleted, not forced off: the rest have no row), with only what matching, ranking and the sorts read: the English
-- name and keywords, the name in each other language as a plain column, the category lineage (migration 026), the
-- article (migration 032), rank, sort, sold and price; ~400 bytes a row, 20 to an 8 KB page, against 3.5 KB. The
-- texts matched are stored lowercased (lower(), the database's own case mapping) and matched with LIKE against
-- lowercased patterns: ILIKE is lower() of both sides then LIKE (PostgreSQL's like.c for multibyte encodings), so
-- the matches are the same, without lowering every candidate's text on every search (ILIKE cost ~4× LIKE a row,
-- measured over 100,000 rows). The search
-- (api/src/services/catalog/product-search-sql.ts) matches, ranks and counts here and reads `product` only for the
-- ≤ 20 rows of its page.
--
-- Kept by PostgreSQL itself: statement-level triggers on product (as listing_total, migration 026), so every write
-- path — the API's, the seed's bulk inserts, the SKU triggers that set the article, the category triggers that move
-- a lineage, an order's stock and sales — is in step in the same transaction. An update that changes nothing the
-- search reads (stock, browse count, descriptions) writes nothing here.
CREATE TABLE product_search (
  id BIGINT PRIMARY KEY,
  mer_id BIGINT NOT NULL,
  category_id BIGINT NOT NULL,
  category_l1 BIGINT,
  category_l2 BIGINT,
  category_shown BOOLEAN NOT NULL,
  rank INTEGER NOT NULL,
  sort INTEGER NOT NULL,
  sold INTEGER NOT NULL,
  price NUMERIC(12, 2) NOT NULL,
  article TEXT,
  -- The English name (its closeness to the words is ranked: pg_trgm's similarity() lowercases it itself).
  name TEXT NOT NULL,
  -- Matched, lowercased: the English name and the keywords as one text (a word has no space, so it is in the joined
  -- text exactly when it is in one of them, migration 039); each translated name (NULL when there is none).
  words TEXT NOT NULL,
  name_zh TEXT,
  name_fr TEXT,
  name_th TEXT,
  name_lao TEXT
) WITH (fillfactor = 50);
-- Half-full pages: the planner prices a sequential scan by its pages and every LIKE at one operator's cost (the
-- same as an addition, where it is ~0.5 µs a row here), so on full pages it read a common word's first matches by
-- a sequential scan that took 3–9 ms where the trigram bitmap takes 2–4 (100k, 16 of 119 words of names); with
-- half-full pages it keeps the index at 100k, and still scans for a word so common (several % of a million rows)
-- that its first 201 matches come within a few thousand rows. The free half also lets a sale's writes (sold)
-- land on their own page.

-- The search row of a product a shopper can see; no row for one off the shelf. SETOF and plain SQL, so the
-- planner inlines it into the triggers' statements (no function call per row on a million-row insert).
CREATE FUNCTION product_search_row(p product) RETURNS SETOF product_search LANGUAGE sql IMMUTABLE ROWS 1 AS $$
  SELECT p.id, p.mer_id, p.category_id, p.category_l1, p.category_l2, p.category_shown, p.rank, p.sort, p.sold, p.price,
         p.article, p.store_name, lower(p.store_name || ' ' || p.keyword), lower(p.store_name_i18n->>'zh-CN'),
         lower(p.store_name_i18n->>'fr'), lower(p.store_name_i18n->>'th'), lower(p.store_name_i18n->>'lao')
   WHERE p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off
$$;

CREATE FUNCTION product_search_on_insert() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO product_search SELECT r.* FROM new_rows n, product_search_row(n) r;
  RETURN NULL;
END $$;

CREATE FUNCTION product_search_on_delete() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  DELETE FROM product_search s USING old_rows o WHERE s.id = o.id;
  RETURN NULL;
END $$;

-- An update: the rows that left the shelf go; the rows whose search row changed (or that came back on the shelf)
-- are written; the others (an order's stock, a description) are left alone. Rows are written in key order.
CREATE FUNCTION product_search_on_update() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
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

CREATE TRIGGER product_search_insert AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_insert();
CREATE TRIGGER product_search_delete AFTER DELETE ON product REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_delete();
CREATE TRIGGER product_search_update AFTER UPDATE ON product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_on_update();

-- Back-filled from the catalogue, then indexed (one sort per index instead of a GIN insertion per row).
INSERT INTO product_search SELECT r.* FROM product p, product_search_row(p) r ORDER BY p.id;

-- The trigram indexes the search matches with move here from product (migrations 021, 039): the English name and
-- keywords, and each translated name.
CREATE INDEX product_search_text_idx ON product_search USING gin (words gin_trgm_ops);
CREATE INDEX product_search_zh_idx ON product_search USING gin (name_zh gin_trgm_ops);
CREATE INDEX product_search_fr_idx ON product_search USING gin (name_fr gin_trgm_ops);
CREATE INDEX product_search_th_idx ON product_search USING gin (name_th gin_trgm_ops);
CREATE INDEX product_search_lao_idx ON product_search USING gin (name_lao gin_trgm_ops);
-- A search with a sort chosen (best sellers, price) walks its order when the word is common.
CREATE INDEX product_search_sold_idx ON product_search (sold DESC, rank DESC, sort DESC, id DESC);
CREATE INDEX product_search_price_idx ON product_search (price, rank DESC, id DESC);

DROP INDEX product_search_text_trgm_idx;
DROP INDEX product_name_zh_trgm_idx;
DROP INDEX product_name_fr_trgm_idx;
DROP INDEX product_name_th_trgm_idx;
DROP INDEX product_name_lao_trgm_idx;

-- A search's LIKE patterns, lowercased as the texts are (an immutable function of a constant: the planner folds it
-- into the constant array, so the trigram indexes and the match estimates see the patterns themselves).
CREATE FUNCTION search_lower(patterns TEXT[]) RETURNS TEXT[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(lower(p) ORDER BY i) FROM unnest(patterns) WITH ORDINALITY AS u (p, i)
$$;

ANALYZE product_search;
