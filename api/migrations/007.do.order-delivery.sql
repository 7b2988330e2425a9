-- Order center (issue 7, docs/order-center-contract.md "Orders"): how a merchant order travels once shipped, and when
-- the shopper confirmed its receipt.

-- delivery_type: 'express' (a carrier: delivery_name = carrier, delivery_code = its code, delivery_id = waybill),
-- 'courier' (the shop's own courier: courier, courier_phone) or 'virtual' (nothing travels: virtual_info, e.g. a
-- download link or a code). NULL until the order is shipped; delivery_time is when it was.
ALTER TABLE store_order
  ADD COLUMN delivery_type   TEXT CHECK (delivery_type IN ('express', 'courier', 'virtual')),
  ADD COLUMN delivery_name   TEXT,
  ADD COLUMN delivery_code   TEXT,
  ADD COLUMN delivery_id     TEXT,
  ADD COLUMN courier         TEXT,
  ADD COLUMN courier_phone   TEXT,
  ADD COLUMN virtual_info    TEXT,
  ADD COLUMN delivery_time   TIMESTAMPTZ,
  ADD COLUMN receiving_time  TIMESTAMPTZ,   -- the shopper confirmed receipt (status 1 → 2)
  ADD CONSTRAINT store_order_delivery_time_ck CHECK ((delivery_type IS NULL) = (delivery_time IS NULL)),
  ADD CONSTRAINT store_order_express_ck CHECK (delivery_type IS DISTINCT FROM 'express' OR (delivery_name IS NOT NULL AND delivery_id IS NOT NULL)),
  ADD CONSTRAINT store_order_courier_ck CHECK (delivery_type IS DISTINCT FROM 'courier' OR (courier IS NOT NULL AND courier_phone IS NOT NULL));

-- The lists of "My orders" read the caller's visible orders newest first.
CREATE INDEX store_order_uid_visible_idx ON store_order (uid, id DESC) WHERE NOT is_user_del;

-- Tracking events of a shipped order, as the carrier (or the operator on its behalf) reports them. state is the
-- contract's code: -1 error, 0 no track, 1 picked up, 2 in transit, 3 signed, 4 problem, 5 difficult,
-- 6 returned-signed. The first event is written when the order ships ("Parcel handed to <carrier>").
CREATE TABLE order_tracking_event (
  id              BIGSERIAL PRIMARY KEY,
  store_order_id  BIGINT NOT NULL REFERENCES store_order(id),
  station         TEXT NOT NULL CHECK (length(station) BETWEEN 1 AND 255),
  -- Events the API writes itself (the handing-over) name a message key, read in the shopper's language with the
  -- carrier or courier of the order; station keeps the English text. NULL for reported events (station as given).
  station_key     TEXT,
  state           SMALLINT NOT NULL CHECK (state BETWEEN -1 AND 6),
  event_time      TIMESTAMPTZ NOT NULL,          -- when it happened (AcceptTime)
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX order_tracking_event_order_idx ON order_tracking_event (store_order_id, event_time, id);
