-- QR sign-in (issue 18, item 1): a one-time ticket shown as a QR code by the desktop's login dialog, confirmed by
-- the shopper's signed-in phone. In PostgreSQL so that any API process answers any step. Only the ticket's
-- SHA-256 is kept: the ticket itself is a bearer secret until it is used.
CREATE TABLE qr_login_ticket (
  id            BIGSERIAL PRIMARY KEY,
  ticket_hash   TEXT NOT NULL UNIQUE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at    TIMESTAMPTZ NOT NULL,
  scanned_by    BIGINT REFERENCES app_user(id) ON DELETE CASCADE,
  scanned_at    TIMESTAMPTZ,
  confirmed_at  TIMESTAMPTZ,
  cancelled_at  TIMESTAMPTZ,
  used_at       TIMESTAMPTZ
);
CREATE INDEX qr_login_ticket_expires_idx ON qr_login_ticket (expires_at);
