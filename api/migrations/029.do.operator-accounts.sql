-- Operators (issue 29): who may use /api/admin/operator/** besides the holder of OPERATOR_TOKEN, each with a secret of
-- their own, created on the server with `node dist/api/src/cli/operator-account.js create <name>` (docs/operations.md
-- "First operator"). Only the SHA-256 of the secret is kept (hex); revoking an operator sets revoked_at.
CREATE TABLE operator_account (
  id            BIGSERIAL PRIMARY KEY,
  name          TEXT NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
  token_sha256  TEXT NOT NULL UNIQUE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  revoked_at    TIMESTAMPTZ
);
