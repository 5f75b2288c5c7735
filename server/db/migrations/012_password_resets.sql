-- Password-reset links. The link carries a random token; only its SHA-256 is stored. A link works
-- once, for an hour: using it sets used_at on every open link of the account (and ends the
-- account's sessions). Rows older than a day are removed as new ones are written.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX password_resets_user_idx ON password_resets (user_id);
CREATE INDEX password_resets_created_idx ON password_resets (created_at);
