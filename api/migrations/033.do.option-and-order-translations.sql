-- The rest of a product in the shopper's language (issue 32, item 1), the same way as migration 021: a `_i18n`
-- JSONB object beside the default-language column, locale → text.
--
-- Options: an attribute's name ("Colour" → "Couleur") and its values, as a list in the same order and of the same
-- length as `attr_values` ("Black,White" → "Noir,Blanc"; a value without a translation keeps its default text in
-- the list). A SKU keeps its values per language too (`sku_i18n`, "Black,M" → "Noir,M"), written with the
-- attributes' translations (the seed; the operator's text route), so the cart and the checkout read a SKU's text
-- as one column, like its name.
ALTER TABLE product_attr ADD COLUMN attr_name_i18n JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN attr_values_i18n JSONB NOT NULL DEFAULT '{}';
ALTER TABLE product_sku ADD COLUMN sku_i18n JSONB NOT NULL DEFAULT '{}';

-- An order line keeps the name and the options it was bought under, in every language the product had then: the
-- shopper's orders, refunds and reviews show them in the shopper's language, never the product's later name.
ALTER TABLE order_info ADD COLUMN product_name_i18n JSONB NOT NULL DEFAULT '{}',
  ADD COLUMN sku_i18n JSONB NOT NULL DEFAULT '{}';
