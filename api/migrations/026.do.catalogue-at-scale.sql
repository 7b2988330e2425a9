-- The catalogue's listings at 100,000 and 1,000,000 products (issue 27): every listing a shopper opens — the
-- product list, a category at any level, a shop — reads one page through an index that gives its filter and its
-- order, and takes its total from a counter kept by the writes, so a page costs the same on any catalogue size.
-- What this replaces: a recursive walk of the category tree on every category page, and a count of every match on
-- every page (100,000 index entries for the first page of a big category).

-- 1. Category lineage, kept by the writes. A category's level-1 and level-2 ancestors (or itself, at that level) and
--    whether it is shown together with every category above it: a shown category under a hidden one is left out
--    of the listings as it is left out of the tree (GET /api/front/category).
ALTER TABLE category ADD COLUMN lineage_l1 BIGINT, ADD COLUMN lineage_l2 BIGINT,
  ADD COLUMN lineage_shown BOOLEAN NOT NULL DEFAULT false;

CREATE FUNCTION category_lineage_refresh() RETURNS void LANGUAGE sql AS $$
  WITH RECURSIVE walk(id, l1, l2, shown) AS (
    SELECT id, CASE WHEN level = 1 THEN id END, CASE WHEN level = 2 THEN id END, is_show FROM category WHERE pid = 0
    UNION ALL
    SELECT c.id, COALESCE(w.l1, CASE WHEN c.level = 1 THEN c.id END), COALESCE(w.l2, CASE WHEN c.level = 2 THEN c.id END),
           w.shown AND c.is_show
      FROM category c JOIN walk w ON c.pid = w.id
  ), lineage AS (
    -- A category no walk reaches (its parent is missing) is shown nowhere.
    SELECT c.id, w.l1, w.l2, COALESCE(w.shown, false) AS shown FROM category c LEFT JOIN walk w ON w.id = c.id
  )
  UPDATE category c SET lineage_l1 = l.l1, lineage_l2 = l.l2, lineage_shown = l.shown
    FROM lineage l
   WHERE c.id = l.id AND (c.lineage_l1, c.lineage_l2, c.lineage_shown) IS DISTINCT FROM (l.l1, l.l2, l.shown);
$$;

-- 2. The lineage copied onto each product, so a category page at any level is an index range of one column.
ALTER TABLE product ADD COLUMN category_l1 BIGINT, ADD COLUMN category_l2 BIGINT,
  ADD COLUMN category_shown BOOLEAN NOT NULL DEFAULT false;

CREATE FUNCTION product_lineage_set() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT c.lineage_l1, c.lineage_l2, c.lineage_shown INTO NEW.category_l1, NEW.category_l2, NEW.category_shown
    FROM category c WHERE c.id = NEW.category_id;
  RETURN NEW;
END $$;
CREATE TRIGGER product_lineage BEFORE INSERT OR UPDATE OF category_id ON product
  FOR EACH ROW EXECUTE FUNCTION product_lineage_set();

-- A category statement that can move a lineage (a new category, a new parent, shown or hidden) refreshes the
-- lineages, then the products whose copy changed (categories change rarely; their products in one statement).
CREATE FUNCTION category_lineage_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM category_lineage_refresh();
  UPDATE product p SET category_l1 = c.lineage_l1, category_l2 = c.lineage_l2, category_shown = c.lineage_shown
    FROM category c
   WHERE c.id = p.category_id
     AND (p.category_l1, p.category_l2, p.category_shown) IS DISTINCT FROM (c.lineage_l1, c.lineage_l2, c.lineage_shown);
  RETURN NULL;
END $$;
CREATE TRIGGER category_lineage AFTER INSERT OR DELETE OR UPDATE OF pid, level, is_show ON category
  FOR EACH STATEMENT EXECUTE FUNCTION category_lineage_changed();

SELECT category_lineage_refresh();
UPDATE product p SET category_l1 = c.lineage_l1, category_l2 = c.lineage_l2, category_shown = c.lineage_shown
  FROM category c WHERE c.id = p.category_id;

-- 3. Totals kept by the writes: how many products a shopper can see in the whole catalogue (kind 'a', ref 0), under a
--    shown category at any level (kind 'c', ref the category) and in a shop (kind 'm', ref the merchant). A listing
--    without a keyword or a price range reads its total here instead of counting its matches.
CREATE TABLE listing_total (
  kind CHAR(1) NOT NULL CHECK (kind IN ('a', 'c', 'm')),
  ref BIGINT NOT NULL,
  n INTEGER NOT NULL,
  PRIMARY KEY (kind, ref)
);

-- The totals a product row counts in: none unless a shopper can see it; categories only under a shown lineage.
CREATE FUNCTION listing_scopes(p product) RETURNS TABLE (kind CHAR(1), ref BIGINT) LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT s.kind, s.ref
    FROM (VALUES ('a'::char(1), 0::bigint, true), ('m', p.mer_id, true), ('c', p.category_l1, p.category_shown),
                 ('c', p.category_l2, p.category_shown), ('c', p.category_id, p.category_shown)) AS s (kind, ref, counts)
   WHERE s.counts AND s.ref IS NOT NULL
     AND p.is_show AND p.is_audit AND NOT p.is_recycle AND NOT p.is_del AND NOT p.is_forced_off;
$$;

-- One statement-level trigger per event, over the statement's changed rows (a seed of a million products is one
-- statement, one update of the totals). An order's stock and sales update changes no scope: the delta is empty and
-- nothing is written, so sales never wait on these rows. Rows are locked in key order (no deadlock between two
-- statements). A transition table is visible only in its trigger's own function, hence one statement per event.
CREATE FUNCTION listing_total_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_total AS t (kind, ref, n)
  SELECT s.kind, s.ref, count(*) FROM new_rows r, listing_scopes(r) s GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, ref) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE FUNCTION listing_total_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_total AS t (kind, ref, n)
  SELECT s.kind, s.ref, -count(*) FROM old_rows r, listing_scopes(r) s GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, ref) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE FUNCTION listing_total_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_total AS t (kind, ref, n)
  SELECT kind, ref, sum(d) FROM (
      SELECT s.kind, s.ref, -1 AS d FROM old_rows r, listing_scopes(r) s
      UNION ALL
      SELECT s.kind, s.ref, 1 FROM new_rows r, listing_scopes(r) s) u
   GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
  ON CONFLICT (kind, ref) DO UPDATE SET n = t.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER listing_total_insert AFTER INSERT ON product REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_total_on_insert();
CREATE TRIGGER listing_total_delete AFTER DELETE ON product REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_total_on_delete();
CREATE TRIGGER listing_total_update AFTER UPDATE ON product REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION listing_total_on_update();

INSERT INTO listing_total (kind, ref, n)
SELECT s.kind, s.ref, count(*) FROM product r, listing_scopes(r) s GROUP BY 1, 2;

-- 4. Sold (real + virtual sales) as a stored column: the best-seller orders read it from their index alone (an
--    expression index cannot answer an index-only scan in PostgreSQL 15).
ALTER TABLE product ADD COLUMN sold INTEGER GENERATED ALWAYS AS (sales + ficti) STORED;

-- 5. An index for every listing's filter and order, holding only what a shopper can see. The three orders of the
--    product list (api/src/services/catalog/listing.ts): rank (the default), sold (sales + virtual sales) and
--    price; each index is read forwards for one direction and backwards for the other.
DROP INDEX product_on_shelf_rank_idx;
DROP INDEX product_on_shelf_category_rank_idx;
DROP INDEX product_on_shelf_mer_sold_idx;

CREATE INDEX product_list_rank_idx ON product (rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
CREATE INDEX product_list_sold_idx ON product (sold DESC, rank DESC, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
CREATE INDEX product_list_price_idx ON product (price, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
-- The home page's "you may also like": the merchants' sort, then the best sellers.
CREATE INDEX product_list_picks_idx ON product (sort DESC, sold DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;

CREATE INDEX product_cat1_rank_idx ON product (category_l1, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat1_sold_idx ON product (category_l1, sold DESC, rank DESC, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat1_price_idx ON product (category_l1, price, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat2_rank_idx ON product (category_l2, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat2_sold_idx ON product (category_l2, sold DESC, rank DESC, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat2_price_idx ON product (category_l2, price, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat3_rank_idx ON product (category_id, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat3_sold_idx ON product (category_id, sold DESC, rank DESC, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;
CREATE INDEX product_cat3_price_idx ON product (category_id, price, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off AND category_shown;

CREATE INDEX product_shop_rank_idx ON product (mer_id, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
CREATE INDEX product_shop_sold_idx ON product (mer_id, sold DESC, rank DESC, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
CREATE INDEX product_shop_price_idx ON product (mer_id, price, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
-- A shop card's first products on the shop street (the merchant's own sort).
CREATE INDEX product_shop_sort_idx ON product (mer_id, sort DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;

-- 6. A product's reviews by rating class, kept by the writes: the review summary (GET /api/front/product/reply/config)
--    and the total of each review page read one row instead of counting the product's reviews, and each class's page
--    is an index range (a best seller has thousands of reviews).
CREATE TABLE product_reply_total (
  product_id BIGINT PRIMARY KEY REFERENCES product (id) ON DELETE CASCADE,
  n INTEGER NOT NULL DEFAULT 0,
  good INTEGER NOT NULL DEFAULT 0,
  medium INTEGER NOT NULL DEFAULT 0,
  poor INTEGER NOT NULL DEFAULT 0,
  stars BIGINT NOT NULL DEFAULT 0
);

-- The contract's classes: 1 good (5 stars), 2 medium (2–4), 3 poor (1).
CREATE FUNCTION reply_class(star SMALLINT) RETURNS SMALLINT LANGUAGE sql IMMUTABLE AS
  $$ SELECT (CASE WHEN star = 5 THEN 1 WHEN star = 1 THEN 3 ELSE 2 END)::smallint $$;

CREATE INDEX product_reply_class_idx ON product_reply (product_id, reply_class(star), created_at DESC, id DESC);

CREATE FUNCTION product_reply_total_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_reply_total AS t (product_id, n, good, medium, poor, stars)
  SELECT product_id, sum(d), COALESCE(sum(d) FILTER (WHERE c = 1), 0), COALESCE(sum(d) FILTER (WHERE c = 2), 0),
         COALESCE(sum(d) FILTER (WHERE c = 3), 0), sum(d * star)
    FROM (SELECT product_id, star, reply_class(star) AS c, 1 AS d FROM new_rows) x
   GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET n = t.n + EXCLUDED.n, good = t.good + EXCLUDED.good,
    medium = t.medium + EXCLUDED.medium, poor = t.poor + EXCLUDED.poor, stars = t.stars + EXCLUDED.stars;
  RETURN NULL;
END $$;
CREATE FUNCTION product_reply_total_on_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_reply_total AS t (product_id, n, good, medium, poor, stars)
  SELECT product_id, sum(d), COALESCE(sum(d) FILTER (WHERE c = 1), 0), COALESCE(sum(d) FILTER (WHERE c = 2), 0),
         COALESCE(sum(d) FILTER (WHERE c = 3), 0), sum(d * star)
    FROM (SELECT product_id, star, reply_class(star) AS c, -1 AS d FROM old_rows) x
   GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET n = t.n + EXCLUDED.n, good = t.good + EXCLUDED.good,
    medium = t.medium + EXCLUDED.medium, poor = t.poor + EXCLUDED.poor, stars = t.stars + EXCLUDED.stars;
  RETURN NULL;
END $$;
CREATE FUNCTION product_reply_total_on_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A merchant's reply changes no rating: only rows whose product or star moved count.
  INSERT INTO product_reply_total AS t (product_id, n, good, medium, poor, stars)
  SELECT product_id, sum(d), COALESCE(sum(d) FILTER (WHERE c = 1), 0), COALESCE(sum(d) FILTER (WHERE c = 2), 0),
         COALESCE(sum(d) FILTER (WHERE c = 3), 0), sum(d * star)
    FROM (SELECT o.product_id, o.star, reply_class(o.star) AS c, -1 AS d
            FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.product_id, o.star) IS DISTINCT FROM (n.product_id, n.star)
          UNION ALL
          SELECT n.product_id, n.star, reply_class(n.star), 1
            FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE (o.product_id, o.star) IS DISTINCT FROM (n.product_id, n.star)) x
   GROUP BY product_id ORDER BY product_id
  ON CONFLICT (product_id) DO UPDATE SET n = t.n + EXCLUDED.n, good = t.good + EXCLUDED.good,
    medium = t.medium + EXCLUDED.medium, poor = t.poor + EXCLUDED.poor, stars = t.stars + EXCLUDED.stars;
  RETURN NULL;
END $$;
CREATE TRIGGER product_reply_total_insert AFTER INSERT ON product_reply REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_reply_total_on_insert();
CREATE TRIGGER product_reply_total_delete AFTER DELETE ON product_reply REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_reply_total_on_delete();
CREATE TRIGGER product_reply_total_update AFTER UPDATE ON product_reply REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_reply_total_on_update();

INSERT INTO product_reply_total (product_id, n, good, medium, poor, stars)
SELECT product_id, count(*), count(*) FILTER (WHERE star = 5), count(*) FILTER (WHERE star BETWEEN 2 AND 4),
       count(*) FILTER (WHERE star = 1), sum(star)
  FROM product_reply GROUP BY product_id;
