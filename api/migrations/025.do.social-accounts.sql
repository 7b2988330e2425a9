-- Social sign-in (issue 18, item 1): which Google, Facebook or Twitter identity signs in to which account. One
-- identity belongs to one account and one account has at most one identity per provider. An identity is linked to
-- an existing account only through an email the provider vouches for (see social-login-service.ts).
CREATE TABLE social_identity (
  provider    TEXT NOT NULL CHECK (provider IN ('google', 'facebook', 'twitter')),
  subject     TEXT NOT NULL,
  user_id     BIGINT NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  email       TEXT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);
CREATE UNIQUE INDEX social_identity_user_uq ON social_identity (user_id, provider);
