-- The picture challenge in front of a store's qualification (GET /api/front/merchant/qualification/captcha/{id}).
-- The original drew the code on a client-side canvas and checked it in the browser, so the details were public to
-- any script; here the server draws it, keeps only a hash of the answer, and accepts one answer per picture.
CREATE TABLE merchant_captcha (
  key         TEXT PRIMARY KEY,                 -- 32 random hex characters, handed to the browser
  mer_id      BIGINT NOT NULL REFERENCES merchant(id),
  code_hash   TEXT NOT NULL,                    -- sha256 of "<key>:<upper-case code>"
  dev_code    TEXT,                             -- the code itself, kept only outside production (GET /api/dev/merchant-captcha)
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at  TIMESTAMPTZ NOT NULL,
  used_at     TIMESTAMPTZ
);
CREATE INDEX merchant_captcha_expires_idx ON merchant_captcha (expires_at);
