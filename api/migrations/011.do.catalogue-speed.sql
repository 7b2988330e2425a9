-- Catalogue reads at 100,000 products: an index behind each list's filter and order (issue 12).
-- On-shelf is the storefront's condition (api/src/plugins/app/catalog/on-shelf.ts); the partial indexes hold only
-- the rows a shopper can see, in the default order of the product list (rank, then newest id).
CREATE INDEX product_on_shelf_rank_idx ON product (rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
-- Category filter: the category's leaves, each read in list order.
CREATE INDEX product_on_shelf_category_rank_idx ON product (category_id, rank DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
-- A store's products and the detail page's "more from this shop" picks.
CREATE INDEX product_on_shelf_mer_sold_idx ON product (mer_id, (sales + ficti) DESC, id DESC)
  WHERE is_show AND is_audit AND NOT is_recycle AND NOT is_del AND NOT is_forced_off;
-- A product's reviews, newest first (the list's order).
CREATE INDEX product_reply_product_created_idx ON product_reply (product_id, created_at DESC, id DESC);

-- The 6 digits after the time stamp of order numbers (PT…, SH…): random digits collided about once a second in
-- 25 at 300 orders/s (a refused order); a sequence cannot repeat within a second.
CREATE SEQUENCE order_no_seq;
