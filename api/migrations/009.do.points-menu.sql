-- The shopper's points page (issue 7, /users/user_integral) and the favourites list (contract 2.14).

-- "My points" joins the user-centre menu right after "Coupons" (id 68): the same sort as Coupons and a higher id, so
-- it follows Coupons wherever an operator has moved that entry. Written only into a database that already has its
-- menu; an empty one gets the row from the seed (api/src/seed/settings.ts), like 006 does for the settings.
INSERT INTO user_menu (id, name, pic, url, pc_url, sort)
SELECT 72, 'My points', '/media/brand/menu-72.svg', '/pages/users/72', '/users/user_integral',
       COALESCE((SELECT sort FROM user_menu WHERE id = 68), 4)
 WHERE EXISTS (SELECT 1 FROM user_menu)
ON CONFLICT (id) DO NOTHING;

-- A favourite's own id: UserRelationResponse.id of GET /api/front/collect/product/list (existing rows are numbered
-- as the column is added).
ALTER TABLE user_collect_product ADD COLUMN id BIGSERIAL;
CREATE UNIQUE INDEX user_collect_product_id_uq ON user_collect_product (id);
CREATE INDEX user_collect_product_uid_created_idx ON user_collect_product (uid, created_at DESC, id DESC);
