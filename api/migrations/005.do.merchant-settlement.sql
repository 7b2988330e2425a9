-- Uploaded pictures and merchant settlement applications (contract 2.17, 2.18; spec sections 4 and 5).

-- Every picture a shopper uploaded (POST /api/front/upload/image). The file lives at config.mediaDir + path minus
-- "/media"; the row proves who uploaded it (forms accept only their own uploads) and bounds uploads per day.
CREATE TABLE upload (
  id          BIGSERIAL PRIMARY KEY,
  uid         BIGINT NOT NULL REFERENCES app_user(id),
  path        TEXT NOT NULL UNIQUE,               -- /media/uploads/<yyyy-mm>/<random>.<ext>
  model       TEXT NOT NULL,                      -- user, product, wechat, news (as the storefront asks)
  pid         SMALLINT NOT NULL DEFAULT 0,
  file_name   TEXT NOT NULL,                      -- the name the browser gave, for display only
  ext         TEXT NOT NULL CHECK (ext IN ('jpg','png')),
  mime        TEXT NOT NULL,
  size        INTEGER NOT NULL CHECK (size > 0),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX upload_uid_created_idx ON upload (uid, created_at DESC);

-- An application to open a shop. audit_status: 1 pending, 2 approved, 3 rejected (contract section 3).
CREATE TABLE merchant_settlement (
  id                    BIGSERIAL PRIMARY KEY,
  uid                   BIGINT NOT NULL REFERENCES app_user(id),
  name                  TEXT NOT NULL,             -- shop name
  real_name             TEXT NOT NULL,
  email                 TEXT NOT NULL,             -- lower-cased; the merchant's admin account
  country_code          TEXT NOT NULL DEFAULT '',  -- dial code digits ("86"), '' without a phone
  phone                 TEXT NOT NULL DEFAULT '',
  category_id           BIGINT NOT NULL REFERENCES merchant_category(id),
  type_id               BIGINT NOT NULL REFERENCES merchant_type(id),
  handling_fee          INTEGER NOT NULL,          -- copied from the category when submitted, percent
  keywords              TEXT NOT NULL DEFAULT '',
  address               TEXT NOT NULL,
  qualification_picture TEXT NOT NULL,             -- JSON string array of media paths ("/media/uploads/…")
  audit_status          SMALLINT NOT NULL DEFAULT 1 CHECK (audit_status IN (1,2,3)),
  denial_reason         TEXT,
  mer_id                BIGINT REFERENCES merchant(id),  -- the shop an approval created
  created_at            TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX merchant_settlement_uid_idx ON merchant_settlement (uid, id DESC);
CREATE INDEX merchant_settlement_status_idx ON merchant_settlement (audit_status, id);
-- One pending application per shopper, and a shop name or email held by one live (pending) application at a time.
-- The service checks these first to answer in words; the indexes hold under concurrent submissions.
CREATE UNIQUE INDEX merchant_settlement_pending_uid_uq ON merchant_settlement (uid) WHERE audit_status = 1;
CREATE UNIQUE INDEX merchant_settlement_pending_name_uq ON merchant_settlement (lower(name)) WHERE audit_status = 1;
CREATE UNIQUE INDEX merchant_settlement_pending_email_uq ON merchant_settlement (email) WHERE audit_status = 1;

-- What happened to an application, oldest first: each submission, rejection and approval.
CREATE TABLE settlement_history (
  id             BIGSERIAL PRIMARY KEY,
  settlement_id  BIGINT NOT NULL REFERENCES merchant_settlement(id) ON DELETE CASCADE,
  event          TEXT NOT NULL CHECK (event IN ('submitted','resubmitted','rejected','approved')),
  reason         TEXT,                             -- the rejection reason
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX settlement_history_settlement_idx ON settlement_history (settlement_id, id);
