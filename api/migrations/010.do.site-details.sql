-- The operator's site details (ours, not in the contract): the footer's company address, business registration text
-- and copyright owner, and the mobile (H5) mall the top bar, QR codes and edge widget point at. GET /api/pc/home/index
-- answers them as siteAddress, siteRegistrationNo, siteCopyrightOwner and mobileMallUrl; an empty value hides the line
-- (the mobile mall then falls back to consumer_h5_url when that is a web address, else the storefront shows none).
-- Written only into a database that already has its settings, with the demo mall's values (the same as
-- api/src/seed/settings.ts); an empty database gets them from the seed, which runs after the migrations (like 006).
INSERT INTO system_config (key, value)
SELECT k, v FROM (VALUES
  ('site_company_address', '18 Commerce Avenue, Gaoxin District, Xi’an, Shaanxi 710075, China'),
  ('site_registration_no', 'ICP 14011498-3'),
  ('site_copyright_owner', 'Mall Trading Co., Ltd.'),
  ('mobile_mall_url', 'https://m.mall.test/')
) AS d(k, v)
 WHERE EXISTS (SELECT 1 FROM system_config)
ON CONFLICT (key) DO NOTHING;
