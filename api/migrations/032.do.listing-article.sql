-- The article a listing sells, kept on the listing (issue 27, search at size). Relevance pages show each article's
-- best listing before any article's second one; the article is the smallest bar code (GTIN) of the listing's live
-- SKUs, NULL without one (the listing is then its own article). Read from product_sku for each of the 1,000
-- candidates of a search, it cost a third of the statement; kept here by the SKU writes, it is a column read.

ALTER TABLE product ADD COLUMN article TEXT;

-- The article of each listing of `ids`, written where it changed.
CREATE FUNCTION product_article_refresh(ids BIGINT[]) RETURNS void LANGUAGE sql AS $$
  UPDATE product p SET article = a.article
    FROM (SELECT i.id, (SELECT min(k.bar_code) FROM product_sku k
                         WHERE k.product_id = i.id AND NOT k.is_del AND k.bar_code <> '') AS article
            FROM unnest(ids) AS i (id)) a
   WHERE p.id = a.id AND p.article IS DISTINCT FROM a.article;
$$;

-- New and removed SKUs: once per statement, for the listings they belong to.
CREATE FUNCTION product_sku_article_statement() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_article_refresh(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER product_sku_article_insert AFTER INSERT ON product_sku REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sku_article_statement();
CREATE TRIGGER product_sku_article_delete AFTER DELETE ON product_sku REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_sku_article_statement();

-- A changed bar code, a SKU removed or restored, a SKU moved: per row, and only then (a stock or price update, every
-- order's, does not call the function: the WHEN is checked first).
CREATE FUNCTION product_sku_article_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_article_refresh(ARRAY[OLD.product_id, NEW.product_id]);
  RETURN NULL;
END $$;
CREATE TRIGGER product_sku_article_update AFTER UPDATE OF bar_code, is_del, product_id ON product_sku
  FOR EACH ROW
  WHEN (OLD.bar_code IS DISTINCT FROM NEW.bar_code OR OLD.is_del IS DISTINCT FROM NEW.is_del
        OR OLD.product_id IS DISTINCT FROM NEW.product_id)
  EXECUTE FUNCTION product_sku_article_row();

UPDATE product p SET article = (SELECT min(k.bar_code) FROM product_sku k
                                 WHERE k.product_id = p.id AND NOT k.is_del AND k.bar_code <> '');
