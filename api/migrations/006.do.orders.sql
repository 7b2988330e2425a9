-- Addresses, checkout and payment (contract 2.8–2.10, 2.12, 2.13; spec section 5).
-- Money is NUMERIC(12,2) in the database and integer cents in the code that computes it: never a float.

-- A shopper's delivery addresses. post_code is TEXT: the original stored an integer, which loses leading zeros
-- ("01234") and cannot hold letters ("SW1A 1AA").
CREATE TABLE user_address (
  id            BIGSERIAL PRIMARY KEY,
  uid           BIGINT NOT NULL REFERENCES app_user(id),
  real_name     TEXT NOT NULL,
  phone         TEXT NOT NULL DEFAULT '',
  country_code  TEXT NOT NULL DEFAULT '',          -- dial code digits ("86")
  country       TEXT NOT NULL DEFAULT '',
  email         TEXT NOT NULL DEFAULT '',
  detail        TEXT NOT NULL,
  post_code     TEXT NOT NULL,
  is_default    BOOLEAN NOT NULL DEFAULT FALSE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX user_address_uid_idx ON user_address (uid, id DESC);
-- At most one default address per shopper, even under concurrent edits.
CREATE UNIQUE INDEX user_address_default_uq ON user_address (uid) WHERE is_default;

-- An order confirmation in progress (the original kept it 5 minutes in Redis). `lines` is the JSON snapshot of what
-- was chosen — [{productId, skuId, qty, cartId}] — never of prices: those are read from the catalogue each time.
CREATE TABLE pre_order (
  pre_order_no  TEXT PRIMARY KEY,
  uid           BIGINT NOT NULL REFERENCES app_user(id),
  type          TEXT NOT NULL CHECK (type IN ('buyNow','shoppingCart')),
  lines         TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at    TIMESTAMPTZ NOT NULL,
  order_no      TEXT                                -- the master order it became (a pre-order makes at most one)
);
CREATE INDEX pre_order_uid_idx ON pre_order (uid, created_at DESC);

-- The order the shopper pays ('PT…'): one per checkout, split into one merchant order per shop.
CREATE TABLE master_order (
  id               BIGSERIAL PRIMARY KEY,
  order_no         TEXT NOT NULL UNIQUE,
  uid              BIGINT NOT NULL REFERENCES app_user(id),
  pre_order_no     TEXT NOT NULL UNIQUE REFERENCES pre_order(pre_order_no),
  idempotency_key  TEXT,
  address_id       BIGINT NOT NULL,
  real_name        TEXT NOT NULL,
  user_phone       TEXT NOT NULL,
  user_address     TEXT NOT NULL,
  email            TEXT NOT NULL,
  total_num        INTEGER NOT NULL CHECK (total_num > 0),
  pro_total_price  NUMERIC(12,2) NOT NULL CHECK (pro_total_price >= 0),
  total_postage    NUMERIC(12,2) NOT NULL CHECK (total_postage >= 0),
  total_price      NUMERIC(12,2) NOT NULL CHECK (total_price >= 0),  -- goods + freight, before deductions
  coupon_price     NUMERIC(12,2) NOT NULL DEFAULT 0 CHECK (coupon_price >= 0),
  platform_coupon_id BIGINT REFERENCES user_coupon(id),
  use_integral     INTEGER NOT NULL DEFAULT 0 CHECK (use_integral >= 0),
  integral_price   NUMERIC(12,2) NOT NULL DEFAULT 0 CHECK (integral_price >= 0),
  pay_price        NUMERIC(12,2) NOT NULL CHECK (pay_price >= 0),
  gain_integral    INTEGER NOT NULL DEFAULT 0,
  pay_type         TEXT NOT NULL,
  pay_channel      TEXT NOT NULL DEFAULT 'pc',
  paid             BOOLEAN NOT NULL DEFAULT FALSE,
  pay_time         TIMESTAMPTZ,
  out_trade_no     TEXT,                            -- the payment intent that paid (or is paying) it
  pay_attempt      INTEGER NOT NULL DEFAULT 0,      -- intents created so far (part of the provider idempotency key)
  pay_fail_code    TEXT,                            -- why the last payment attempt failed: the card network's code…
  pay_fail_reason  TEXT,                            -- …and its text as the provider gave it
  is_cancel        BOOLEAN NOT NULL DEFAULT FALSE,
  cancel_time      TIMESTAMPTZ,
  mark             TEXT NOT NULL DEFAULT '',
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (NOT (paid AND is_cancel))
);
CREATE UNIQUE INDEX master_order_idempotency_uq ON master_order (uid, idempotency_key) WHERE idempotency_key IS NOT NULL;
CREATE INDEX master_order_uid_idx ON master_order (uid, id DESC);
CREATE INDEX master_order_unpaid_idx ON master_order (created_at) WHERE NOT paid AND NOT is_cancel;

-- One merchant's part of a master order ('SH…'). status: 0 to ship, 1 to receive, 2 received, 3 completed,
-- 9 cancelled (contract section 3); an unpaid order is status 0 with paid = false.
CREATE TABLE store_order (
  id               BIGSERIAL PRIMARY KEY,
  order_no         TEXT NOT NULL UNIQUE,
  master_order_no  TEXT NOT NULL REFERENCES master_order(order_no),
  uid              BIGINT NOT NULL REFERENCES app_user(id),
  mer_id           BIGINT NOT NULL REFERENCES merchant(id),
  real_name        TEXT NOT NULL,
  user_phone       TEXT NOT NULL,
  user_address     TEXT NOT NULL,
  email            TEXT NOT NULL,
  total_num        INTEGER NOT NULL CHECK (total_num > 0),
  pro_total_price  NUMERIC(12,2) NOT NULL CHECK (pro_total_price >= 0),
  total_postage    NUMERIC(12,2) NOT NULL CHECK (total_postage >= 0),
  total_price      NUMERIC(12,2) NOT NULL CHECK (total_price >= 0),
  pay_postage      NUMERIC(12,2) NOT NULL CHECK (pay_postage >= 0),
  coupon_id        BIGINT REFERENCES user_coupon(id),  -- the shop's coupon (merchant or product coupon)
  mer_coupon_price NUMERIC(12,2) NOT NULL DEFAULT 0 CHECK (mer_coupon_price >= 0),
  coupon_price     NUMERIC(12,2) NOT NULL DEFAULT 0 CHECK (coupon_price >= 0),  -- shop coupon + share of the mall coupon
  use_integral     INTEGER NOT NULL DEFAULT 0 CHECK (use_integral >= 0),
  integral_price   NUMERIC(12,2) NOT NULL DEFAULT 0 CHECK (integral_price >= 0),
  pay_price        NUMERIC(12,2) NOT NULL CHECK (pay_price >= 0),
  pay_type         TEXT NOT NULL,
  paid             BOOLEAN NOT NULL DEFAULT FALSE,
  pay_time         TIMESTAMPTZ,
  status           SMALLINT NOT NULL DEFAULT 0 CHECK (status IN (0,1,2,3,9)),
  refund_status    SMALLINT NOT NULL DEFAULT 0 CHECK (refund_status IN (0,1,2,3)),
  user_remark      TEXT NOT NULL DEFAULT '',
  is_user_del      BOOLEAN NOT NULL DEFAULT FALSE,
  is_merchant_del  BOOLEAN NOT NULL DEFAULT FALSE,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX store_order_master_idx ON store_order (master_order_no);
CREATE INDEX store_order_uid_idx ON store_order (uid, id DESC);
CREATE INDEX store_order_mer_idx ON store_order (mer_id, id DESC);

-- The lines of a merchant order: a snapshot of what was bought, at the price paid.
CREATE TABLE order_info (
  id               BIGSERIAL PRIMARY KEY,
  store_order_id   BIGINT NOT NULL REFERENCES store_order(id),
  mer_order_no     TEXT NOT NULL,
  product_id       BIGINT NOT NULL REFERENCES product(id),
  sku_id           BIGINT NOT NULL REFERENCES product_sku(id),
  product_name     TEXT NOT NULL,
  image            TEXT NOT NULL,
  sku              TEXT NOT NULL,
  price            NUMERIC(12,2) NOT NULL CHECK (price >= 0),
  pay_num          INTEGER NOT NULL CHECK (pay_num > 0),
  weight           NUMERIC(10,3) NOT NULL DEFAULT 0,
  volume           NUMERIC(10,3) NOT NULL DEFAULT 0,
  is_reply         BOOLEAN NOT NULL DEFAULT FALSE,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX order_info_store_order_idx ON order_info (store_order_id);
CREATE INDEX order_info_mer_order_no_idx ON order_info (mer_order_no);

-- Payment intents of either provider (Stripe's "pi_…" or the built-in test card provider's "testpi_…").
CREATE TABLE payment_intent (
  id               TEXT PRIMARY KEY,
  provider         TEXT NOT NULL CHECK (provider IN ('stripe','test')),
  master_order_no  TEXT NOT NULL REFERENCES master_order(order_no),
  attempt          INTEGER NOT NULL,                        -- master_order.pay_attempt it was made for
  amount           INTEGER NOT NULL CHECK (amount >= 0),    -- cents
  currency         TEXT NOT NULL,
  status           TEXT NOT NULL,   -- requires_payment_method, requires_action, succeeded, canceled
  last_error_code  TEXT,
  last_error       TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_intent_attempt_uq ON payment_intent (master_order_no, attempt);

-- The test provider's client secrets ("testpi_<id>_secret_<random>"), kept only as SHA-256 hashes. Each /pay/payment
-- call hands out a new one and earlier ones keep working (a page opened twice still pays the same intent).
CREATE TABLE payment_intent_secret (
  secret_hash  TEXT PRIMARY KEY,
  intent_id    TEXT NOT NULL REFERENCES payment_intent(id),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Webhook events already handled: a replayed or retried event id is acknowledged and not applied twice.
CREATE TABLE webhook_event (
  id           TEXT PRIMARY KEY,
  type         TEXT NOT NULL,
  received_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Points movements: spent on an order, given back when it is cancelled, earned when it is paid.
CREATE TABLE user_integral_record (
  id          BIGSERIAL PRIMARY KEY,
  uid         BIGINT NOT NULL REFERENCES app_user(id),
  link_id     TEXT NOT NULL,                       -- the master order number
  type        SMALLINT NOT NULL CHECK (type IN (1,2)),  -- 1 in, 2 out
  title       TEXT NOT NULL,                       -- order_spend, order_cancel_refund, order_paid_gain
  integral    INTEGER NOT NULL CHECK (integral > 0),
  balance     INTEGER NOT NULL CHECK (balance >= 0),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX user_integral_record_uid_idx ON user_integral_record (uid, id DESC);

-- Rules that are data, not code (read on every computation, so an operator can change them):
-- freight per merchant order: free from `order_free_freight_from` (goods subtotal of that shop), else `order_freight_fee`;
-- points earned when an order is paid: `order_paid_points_per_unit` points per 1.00 paid (rounded down).
-- A missing key reads as these same defaults (plugins/app/order/order-rules.ts). They are written here only into a
-- database that already has its settings: on an empty one the seed must run first (it seeds when system_config is empty).
INSERT INTO system_config (key, value)
SELECT k, v FROM (VALUES ('order_free_freight_from', '99.00'), ('order_freight_fee', '10.00'), ('order_paid_points_per_unit', '1')) AS d(k, v)
 WHERE EXISTS (SELECT 1 FROM system_config)
ON CONFLICT (key) DO NOTHING;
