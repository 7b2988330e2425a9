-- Order center (issue 7, docs/order-center-contract.md "Refunds" and "Reviews"; contract 2.11, 2.15, section 3):
-- refund requests with their lines, proof pictures and history, the provider refunds that pay them back, and what a
-- review written from an order line adds to product_reply.

-- Money handed back through the payment provider: Stripe's "re_…" or the built-in test provider's "testre_…". The
-- idempotency key ("refund-<RE no>") makes a retried refund the same refund, at the provider and here.
CREATE TABLE payment_refund (
  id               TEXT PRIMARY KEY,
  provider         TEXT NOT NULL CHECK (provider IN ('stripe','test')),
  intent_id        TEXT NOT NULL REFERENCES payment_intent(id),
  amount           INTEGER NOT NULL CHECK (amount > 0),     -- cents
  currency         TEXT NOT NULL,
  idempotency_key  TEXT NOT NULL UNIQUE,
  status           TEXT NOT NULL,                            -- succeeded, pending (Stripe may settle later)
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payment_refund_intent_idx ON payment_refund (intent_id);

-- A shopper's refund request for a merchant order ("RE…"). refund_status: 0 merchant reviewing, 1 refused (with
-- refund_reason), 2 refunding (accepted, goods to come back), 3 refunded (contract section 3).
CREATE TABLE refund_order (
  id                         BIGSERIAL PRIMARY KEY,
  refund_order_no            TEXT NOT NULL UNIQUE,
  uid                        BIGINT NOT NULL REFERENCES app_user(id),
  store_order_id             BIGINT NOT NULL REFERENCES store_order(id),
  mer_order_no               TEXT NOT NULL,
  master_order_no            TEXT NOT NULL,
  mer_id                     BIGINT NOT NULL REFERENCES merchant(id),
  refund_num                 INTEGER NOT NULL CHECK (refund_num > 0),
  refund_price               NUMERIC(12,2) NOT NULL CHECK (refund_price > 0),
  max_refund_price           NUMERIC(12,2) NOT NULL CHECK (max_refund_price >= refund_price),  -- what those units paid
  refund_reason_wap          TEXT NOT NULL CHECK (length(refund_reason_wap) BETWEEN 1 AND 255),  -- the reason chosen
  refund_reason_wap_explain  TEXT NOT NULL DEFAULT '' CHECK (length(refund_reason_wap_explain) <= 255),
  refund_reason_wap_img      TEXT NOT NULL DEFAULT '[]',      -- JSON string array of upload media paths (≤ 5)
  mark                       TEXT NOT NULL DEFAULT '' CHECK (length(mark) <= 100),
  refund_status              SMALLINT NOT NULL DEFAULT 0 CHECK (refund_status IN (0,1,2,3)),
  refund_reason              TEXT CHECK (refund_reason IS NULL OR length(refund_reason) BETWEEN 1 AND 255),  -- refused: why
  refund_time                TIMESTAMPTZ,                     -- refunded: when the money went back
  payment_refund_id          TEXT REFERENCES payment_refund(id),
  points_returned            INTEGER NOT NULL DEFAULT 0 CHECK (points_returned >= 0),  -- points the order spent, given back
  points_deducted            INTEGER NOT NULL DEFAULT 0 CHECK (points_deducted >= 0),  -- points the order earned, taken back
  created_at                 TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at                 TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((refund_status = 1) = (refund_reason IS NOT NULL)),
  CHECK ((refund_status = 3) = (refund_time IS NOT NULL))
);
-- One live refund per merchant order (reviewing, refunding or refunded), even under concurrent requests; a refused
-- one leaves room for a new request.
CREATE UNIQUE INDEX refund_order_live_uq ON refund_order (store_order_id) WHERE refund_status <> 1;
CREATE INDEX refund_order_uid_idx ON refund_order (uid, id DESC);
CREATE INDEX refund_order_status_idx ON refund_order (refund_status, id DESC);

-- The units a refund covers, per order line (their stock goes back when it is refunded).
CREATE TABLE refund_order_info (
  refund_order_id  BIGINT NOT NULL REFERENCES refund_order(id) ON DELETE CASCADE,
  order_info_id    BIGINT NOT NULL REFERENCES order_info(id),
  refund_num       INTEGER NOT NULL CHECK (refund_num > 0),
  PRIMARY KEY (refund_order_id, order_info_id)
);

-- What happened to a refund, oldest first.
CREATE TABLE refund_order_history (
  id               BIGSERIAL PRIMARY KEY,
  refund_order_id  BIGINT NOT NULL REFERENCES refund_order(id) ON DELETE CASCADE,
  event            TEXT NOT NULL CHECK (event IN ('applied','approved','refused','refunded')),
  note             TEXT,                                       -- the refusal reason
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX refund_order_history_refund_idx ON refund_order_history (refund_order_id, id);

-- Reviews written from an order line: the merchant order they came from, and each line reviewed once — the unique
-- constraint holds under concurrent submits (seeded reviews have no line: NULLs do not collide).
ALTER TABLE product_reply
  ADD COLUMN mer_order_no TEXT,
  ADD CONSTRAINT product_reply_order_info_fk FOREIGN KEY (order_info_id) REFERENCES order_info(id),
  ADD CONSTRAINT product_reply_order_info_uq UNIQUE (order_info_id);
CREATE INDEX product_reply_uid_idx ON product_reply (uid, id DESC);
CREATE INDEX product_reply_unanswered_idx ON product_reply (id DESC) WHERE merchant_reply_content IS NULL;
