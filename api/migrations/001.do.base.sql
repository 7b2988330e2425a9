-- Base schema: shoppers and sign-in, the catalogue, merchants, marketing, cart.
-- Written for PostgreSQL 15+ (Debian's server) and PGlite (PostgreSQL 18) alike.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE app_user (
  id            BIGSERIAL PRIMARY KEY,
  email         TEXT UNIQUE,
  country_code  TEXT,
  phone         TEXT,
  password_hash TEXT,
  nickname      TEXT NOT NULL,
  avatar        TEXT NOT NULL DEFAULT '',
  user_type     TEXT NOT NULL CHECK (user_type IN ('email','phone','visitor','twitter','google','facebook')),
  identity      TEXT,
  integral      INTEGER NOT NULL DEFAULT 0 CHECK (integral >= 0),
  frozen_integral INTEGER NOT NULL DEFAULT 0,
  experience    INTEGER NOT NULL DEFAULT 0,
  total_consume NUMERIC(12,2) NOT NULL DEFAULT 0,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX app_user_phone_uq ON app_user (country_code, phone) WHERE phone IS NOT NULL AND user_type <> 'visitor';

CREATE TABLE auth_token (
  token_hash  TEXT PRIMARY KEY,
  user_id     BIGINT NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  strategy    TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at  TIMESTAMPTZ NOT NULL,
  revoked_at  TIMESTAMPTZ
);
CREATE INDEX auth_token_user_idx ON auth_token (user_id);

-- One-time codes sent by email or SMS. Only a hash of the code is kept.
CREATE TABLE verification_code (
  id          BIGSERIAL PRIMARY KEY,
  target      TEXT NOT NULL,          -- normalised email or +<dial><phone>
  channel     TEXT NOT NULL CHECK (channel IN ('email','sms')),
  purpose     TEXT NOT NULL,          -- register, login, reset, password, settle
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at  TIMESTAMPTZ NOT NULL,
  used_at     TIMESTAMPTZ
);
CREATE INDEX verification_code_target_idx ON verification_code (target, purpose, created_at DESC);

-- Local delivery of email and SMS when no SMTP server is configured (and a copy of every SMS, which has no real gateway).
CREATE TABLE outbox_message (
  id          BIGSERIAL PRIMARY KEY,
  recipient   TEXT NOT NULL,
  channel     TEXT NOT NULL,
  subject     TEXT NOT NULL,
  body        TEXT NOT NULL,
  code        TEXT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX outbox_message_recipient_idx ON outbox_message (recipient, id DESC);

CREATE TABLE system_config (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);

CREATE TABLE user_menu (
  id      INTEGER PRIMARY KEY,
  name    TEXT NOT NULL,
  pic     TEXT NOT NULL DEFAULT '',
  url     TEXT NOT NULL DEFAULT '',
  pc_url  TEXT NOT NULL DEFAULT '',
  sort    INTEGER NOT NULL DEFAULT 0,
  is_show BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE banner (
  id     BIGSERIAL PRIMARY KEY,
  grp    TEXT NOT NULL,               -- pc_home (carousel), pc_middle (bastBanner)
  name   TEXT NOT NULL DEFAULT '',
  url    TEXT NOT NULL DEFAULT '',
  pic    TEXT NOT NULL,
  sort   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE hot_keyword (
  id     BIGSERIAL PRIMARY KEY,
  title  TEXT NOT NULL,
  sort   INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE category (
  id      BIGSERIAL PRIMARY KEY,
  pid     BIGINT NOT NULL DEFAULT 0,
  name    TEXT NOT NULL,
  icon    TEXT NOT NULL DEFAULT '',
  level   SMALLINT NOT NULL CHECK (level IN (1,2,3)),
  sort    INTEGER NOT NULL DEFAULT 0,
  is_show BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE INDEX category_pid_idx ON category (pid);

CREATE TABLE merchant_type (
  id    BIGSERIAL PRIMARY KEY,
  name  TEXT NOT NULL,
  info  TEXT NOT NULL DEFAULT '',
  is_del BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE merchant_category (
  id            BIGSERIAL PRIMARY KEY,
  name          TEXT NOT NULL,
  handling_fee  INTEGER NOT NULL DEFAULT 0,
  is_del        BOOLEAN NOT NULL DEFAULT FALSE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE merchant (
  id              BIGSERIAL PRIMARY KEY,
  name            TEXT NOT NULL UNIQUE,
  real_name       TEXT NOT NULL,
  email           TEXT NOT NULL,
  phone           TEXT NOT NULL,
  address         TEXT NOT NULL DEFAULT '',
  intro           TEXT NOT NULL DEFAULT '',
  keywords        TEXT NOT NULL DEFAULT '',
  category_id     BIGINT NOT NULL REFERENCES merchant_category(id),
  type_id         BIGINT NOT NULL REFERENCES merchant_type(id),
  is_self         BOOLEAN NOT NULL DEFAULT FALSE,
  is_recommend    BOOLEAN NOT NULL DEFAULT FALSE,
  is_switch       BOOLEAN NOT NULL DEFAULT TRUE,   -- open for business
  is_del          BOOLEAN NOT NULL DEFAULT FALSE,
  star_level      SMALLINT NOT NULL DEFAULT 5 CHECK (star_level BETWEEN 1 AND 5),
  sort            INTEGER NOT NULL DEFAULT 0,
  avatar          TEXT NOT NULL DEFAULT '',
  back_image      TEXT NOT NULL DEFAULT '',
  street_back_image TEXT NOT NULL DEFAULT '',
  pc_banner       TEXT NOT NULL DEFAULT '[]',      -- JSON string of [{sattDir}]
  pc_back_image   TEXT NOT NULL DEFAULT '',
  qualification_picture TEXT NOT NULL DEFAULT '[]', -- JSON string array of URLs
  service_type    TEXT NOT NULL DEFAULT 'phone' CHECK (service_type IN ('H5','phone','message','email')),
  service_link    TEXT NOT NULL DEFAULT '',
  service_phone   TEXT NOT NULL DEFAULT '',
  service_message TEXT NOT NULL DEFAULT '',
  service_email   TEXT NOT NULL DEFAULT '',
  opening_hours   TEXT NOT NULL DEFAULT '',
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A merchant's own shop categories (two levels), separate from the platform tree.
CREATE TABLE merchant_product_category (
  id      BIGSERIAL PRIMARY KEY,
  mer_id  BIGINT NOT NULL REFERENCES merchant(id),
  pid     BIGINT NOT NULL DEFAULT 0,
  name    TEXT NOT NULL,
  icon    TEXT NOT NULL DEFAULT '',
  level   SMALLINT NOT NULL DEFAULT 1,
  sort    INTEGER NOT NULL DEFAULT 0,
  is_show BOOLEAN NOT NULL DEFAULT TRUE
);
CREATE INDEX merchant_product_category_mer_idx ON merchant_product_category (mer_id);

CREATE TABLE guarantee (
  id      BIGSERIAL PRIMARY KEY,
  name    TEXT NOT NULL,
  icon    TEXT NOT NULL DEFAULT '',
  content TEXT NOT NULL DEFAULT '',
  sort    INTEGER NOT NULL DEFAULT 0,
  is_show BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE product (
  id            BIGSERIAL PRIMARY KEY,
  mer_id        BIGINT NOT NULL REFERENCES merchant(id),
  category_id   BIGINT NOT NULL REFERENCES category(id),       -- platform level-3 category
  mer_category_id BIGINT REFERENCES merchant_product_category(id),
  store_name    TEXT NOT NULL,
  store_info    TEXT NOT NULL DEFAULT '',
  keyword       TEXT NOT NULL DEFAULT '',
  unit_name     TEXT NOT NULL DEFAULT 'piece',
  image         TEXT NOT NULL,
  slider_image  TEXT NOT NULL DEFAULT '[]',                    -- JSON string array
  content       TEXT NOT NULL DEFAULT '',
  price         NUMERIC(12,2) NOT NULL CHECK (price >= 0),     -- lowest SKU price
  ot_price      NUMERIC(12,2) NOT NULL DEFAULT 0,
  stock         INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0), -- sum of SKU stock
  sales         INTEGER NOT NULL DEFAULT 0,
  ficti         INTEGER NOT NULL DEFAULT 0,
  browse        INTEGER NOT NULL DEFAULT 0,
  rank          INTEGER NOT NULL DEFAULT 0,
  sort          INTEGER NOT NULL DEFAULT 0,
  guarantee_ids TEXT NOT NULL DEFAULT '',
  is_show       BOOLEAN NOT NULL DEFAULT TRUE,
  is_audit      BOOLEAN NOT NULL DEFAULT TRUE,
  is_recycle    BOOLEAN NOT NULL DEFAULT FALSE,
  is_del        BOOLEAN NOT NULL DEFAULT FALSE,
  is_forced_off BOOLEAN NOT NULL DEFAULT FALSE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_category_idx ON product (category_id);
CREATE INDEX product_mer_idx ON product (mer_id);
CREATE INDEX product_name_trgm_idx ON product USING gin (store_name gin_trgm_ops);
CREATE INDEX product_keyword_trgm_idx ON product USING gin (keyword gin_trgm_ops);

CREATE TABLE product_attr (
  id          BIGSERIAL PRIMARY KEY,
  product_id  BIGINT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  attr_name   TEXT NOT NULL,
  attr_values TEXT NOT NULL,          -- comma separated, in display order
  sort        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX product_attr_product_idx ON product_attr (product_id);

-- A SKU: one combination of attribute values. `sku` is the values joined by ',' in attribute order.
CREATE TABLE product_sku (
  id          BIGSERIAL PRIMARY KEY,
  product_id  BIGINT NOT NULL REFERENCES product(id) ON DELETE CASCADE,
  sku         TEXT NOT NULL,
  attr_value  TEXT NOT NULL DEFAULT '{}',   -- JSON name -> value
  image       TEXT NOT NULL DEFAULT '',
  price       NUMERIC(12,2) NOT NULL CHECK (price >= 0),
  ot_price    NUMERIC(12,2) NOT NULL DEFAULT 0,
  cost        NUMERIC(12,2) NOT NULL DEFAULT 0,
  stock       INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
  sales       INTEGER NOT NULL DEFAULT 0,
  weight      NUMERIC(10,3) NOT NULL DEFAULT 0,
  volume      NUMERIC(10,3) NOT NULL DEFAULT 0,
  bar_code    TEXT NOT NULL DEFAULT '',
  is_del      BOOLEAN NOT NULL DEFAULT FALSE,
  UNIQUE (product_id, sku)
);

CREATE TABLE product_reply (
  id          BIGSERIAL PRIMARY KEY,
  product_id  BIGINT NOT NULL REFERENCES product(id),
  uid         BIGINT REFERENCES app_user(id),
  nickname    TEXT NOT NULL,
  avatar      TEXT NOT NULL DEFAULT '',
  sku         TEXT NOT NULL DEFAULT '',
  star        SMALLINT NOT NULL CHECK (star BETWEEN 1 AND 5),
  service_star SMALLINT NOT NULL DEFAULT 5 CHECK (service_star BETWEEN 1 AND 5),
  comment     TEXT NOT NULL,
  pics        TEXT NOT NULL DEFAULT '[]',      -- JSON string array
  merchant_reply_content TEXT,
  merchant_reply_time TIMESTAMPTZ,
  order_info_id BIGINT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_reply_product_idx ON product_reply (product_id, id DESC);

CREATE TABLE coupon (
  id                 BIGSERIAL PRIMARY KEY,
  mer_id             BIGINT REFERENCES merchant(id),  -- NULL: platform coupon
  name               TEXT NOT NULL,
  use_type           SMALLINT NOT NULL CHECK (use_type IN (1,2,3)),  -- 1 merchant, 2 product, 3 platform
  primary_key        TEXT NOT NULL DEFAULT '',        -- product ids (use_type 2) or category ids, comma separated
  category           SMALLINT NOT NULL DEFAULT 1,     -- 1 general, 2 merchant, 3 goods, 4 category
  money              NUMERIC(12,2) NOT NULL CHECK (money > 0),
  min_price          NUMERIC(12,2) NOT NULL DEFAULT 0,
  is_limited         BOOLEAN NOT NULL DEFAULT TRUE,
  total              INTEGER NOT NULL DEFAULT 0,
  last_total         INTEGER NOT NULL DEFAULT 0 CHECK (last_total >= 0),
  per_user_limit     INTEGER NOT NULL DEFAULT 1,
  receive_start_time TIMESTAMPTZ NOT NULL DEFAULT now(),
  receive_end_time   TIMESTAMPTZ,
  is_fixed_time      BOOLEAN NOT NULL DEFAULT FALSE,
  use_start_time     TIMESTAMPTZ,
  use_end_time       TIMESTAMPTZ,
  day                INTEGER NOT NULL DEFAULT 0,      -- valid N days after receipt when not fixed time
  type               SMALLINT NOT NULL DEFAULT 1,     -- 1 manual, 2 new-user, 3 gift
  status             BOOLEAN NOT NULL DEFAULT TRUE,
  is_del             BOOLEAN NOT NULL DEFAULT FALSE,
  sort               INTEGER NOT NULL DEFAULT 0,
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE user_coupon (
  id          BIGSERIAL PRIMARY KEY,
  coupon_id   BIGINT NOT NULL REFERENCES coupon(id),
  uid         BIGINT NOT NULL REFERENCES app_user(id),
  mer_id      BIGINT,
  name        TEXT NOT NULL,
  use_type    SMALLINT NOT NULL,
  money       NUMERIC(12,2) NOT NULL,
  min_price   NUMERIC(12,2) NOT NULL,
  primary_key TEXT NOT NULL DEFAULT '',
  start_time  TIMESTAMPTZ NOT NULL,
  end_time    TIMESTAMPTZ NOT NULL,
  status      SMALLINT NOT NULL DEFAULT 0,    -- 0 unused, 1 used, 2 expired
  use_time    TIMESTAMPTZ,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX user_coupon_uid_idx ON user_coupon (uid, status);

CREATE TABLE activity (
  id          BIGSERIAL PRIMARY KEY,
  name        TEXT NOT NULL,
  type        SMALLINT NOT NULL CHECK (type IN (1,2,3)),
  banner      TEXT NOT NULL DEFAULT '[]',    -- JSON string array of image URLs
  instruction TEXT NOT NULL DEFAULT '',
  sort        INTEGER NOT NULL DEFAULT 0,
  is_show     BOOLEAN NOT NULL DEFAULT TRUE
);

CREATE TABLE activity_product (
  activity_id BIGINT NOT NULL REFERENCES activity(id) ON DELETE CASCADE,
  product_id  BIGINT NOT NULL REFERENCES product(id),
  pro_image   TEXT NOT NULL DEFAULT '',
  sort        INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (activity_id, product_id)
);

CREATE TABLE user_collect_product (
  uid        BIGINT NOT NULL REFERENCES app_user(id),
  product_id BIGINT NOT NULL REFERENCES product(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, product_id)
);

CREATE TABLE user_follow_merchant (
  uid        BIGINT NOT NULL REFERENCES app_user(id),
  mer_id     BIGINT NOT NULL REFERENCES merchant(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, mer_id)
);

CREATE TABLE cart (
  id          BIGSERIAL PRIMARY KEY,
  uid         BIGINT NOT NULL REFERENCES app_user(id),
  mer_id      BIGINT NOT NULL REFERENCES merchant(id),
  product_id  BIGINT NOT NULL REFERENCES product(id),
  sku_id      BIGINT NOT NULL REFERENCES product_sku(id),
  cart_num    INTEGER NOT NULL CHECK (cart_num > 0),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (uid, sku_id)
);
CREATE INDEX cart_uid_idx ON cart (uid);
