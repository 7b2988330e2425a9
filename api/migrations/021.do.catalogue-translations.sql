-- The catalogue's own data in the storefront's languages (issue 18, item 3). Each translated column `x` gets a
-- `x_i18n` JSONB object, locale → text ({"zh-CN": "…", "fr": "…", "th": "…", "lao": "…"}); the column itself stays
-- the default language (English), which every reader falls back to (api/src/i18n/localized.ts):
--   coalesce(c.name_i18n->>'fr', c.name)
-- Why columns on the rows rather than a translations table keyed by entity/field/locale: a translated read is the
-- same single-row (or single-index) read as before, no join or second lookup per card on the hot list/search/detail
-- reads; and a write to a translation is a write to the entity's own table, which the cache's write watch already
-- maps to its area, so invalidation stays exact with no new mapping. A constant default makes ADD COLUMN instant.
ALTER TABLE category ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE merchant_product_category ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE hot_keyword ADD COLUMN title_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE banner ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}', ADD COLUMN pic_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE activity ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}', ADD COLUMN instruction_i18n JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN banner_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE merchant_type ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}', ADD COLUMN info_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE merchant_category ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE guarantee ADD COLUMN name_i18n JSONB NOT NULL DEFAULT '{}', ADD COLUMN content_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE product ADD COLUMN store_name_i18n JSONB NOT NULL DEFAULT '{}', ADD COLUMN store_info_i18n JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN content_i18n JSONB NOT NULL DEFAULT '{}';
-- Settings with a text or a picture per language (the login picture, refund reasons …).
ALTER TABLE system_config ADD COLUMN value_i18n JSONB NOT NULL DEFAULT '{}';

-- Search in the shopper's language: one trigram index per language on the translated name (the expression the
-- search writes, api/src/plugins/app/catalog/product-search-sql.ts); the English name keeps product_name_trgm_idx.
CREATE INDEX product_name_zh_trgm_idx ON product USING gin ((store_name_i18n->>'zh-CN') gin_trgm_ops);
CREATE INDEX product_name_fr_trgm_idx ON product USING gin ((store_name_i18n->>'fr') gin_trgm_ops);
CREATE INDEX product_name_th_trgm_idx ON product USING gin ((store_name_i18n->>'th') gin_trgm_ops);
CREATE INDEX product_name_lao_trgm_idx ON product USING gin ((store_name_i18n->>'lao') gin_trgm_ops);
