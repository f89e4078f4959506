-- API tokens for the optional authentication (README, Authentication). Only the SHA-256 of a token's secret
-- is stored; the secret is shown once when the token is created. Revoked tokens stay, for the record.
CREATE TABLE api_token (
    id           uuid        PRIMARY KEY,
    name         text        NOT NULL,
    role         text        NOT NULL CHECK (role IN ('viewer', 'analyst', 'admin')),
    token_sha256 char(64)    NOT NULL UNIQUE,
    created_at   timestamptz NOT NULL,
    last_used_at timestamptz,
    revoked_at   timestamptz
);

-- a name says who holds a token, so two active tokens never share one; a revoked token's name is free again
CREATE UNIQUE INDEX api_token_active_name ON api_token (name) WHERE revoked_at IS NULL;
