-- Keyword search (issue 27): one trigram index over a product's English name and keywords together, instead of one
-- on each. Every search word must be in the name or in the keywords (api/src/services/catalog/product-search-sql.ts);
-- with an index on each, each word was two GIN scans joined by a BitmapOr and two ILIKE rechecks a row, and the
-- keywords repeat most of the name's words, so the two scans read mostly the same rows. A word has no space in it
-- (the search splits at spaces), so it cannot match across the space that joins the two texts: matching the joined
-- text is matching either. The translated names keep their own indexes (migration 021).
CREATE INDEX product_search_text_trgm_idx ON product USING gin ((store_name || ' ' || keyword) gin_trgm_ops);
DROP INDEX product_name_trgm_idx;
DROP INDEX product_keyword_trgm_idx;
-- Statistics of the new expression (an index's expression has its own), so a search's plan estimates its matches
-- from the start rather than once autovacuum analyzes the table.
ANALYZE product;
