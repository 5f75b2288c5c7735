-- Sessions end after a while without use, besides their absolute expiry. Each session keeps when it was last
-- used (touched at most once a minute, not on every request) and how long it may stay unused (decided at sign-in
-- by the account's roles: server/auth/sessions.ts SESSION_LIFETIME). Sessions of before this migration count from now.
ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sessions ADD COLUMN idle_seconds integer NOT NULL DEFAULT 7200 CHECK (idle_seconds > 0);

-- The seller's edit links given out: a link lives as long as the session of the seller that made it (sign-out,
-- expiry or idleness end the session, and the link with it) and at most until expires_at. Only the SHA-256 of the
-- link's authorization is kept; no personal data.
CREATE TABLE lead_edit_links (
  authorization_hash text PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  seller_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  session_token_hash text NOT NULL REFERENCES sessions (token_hash) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX lead_edit_links_session_idx ON lead_edit_links (session_token_hash);
CREATE INDEX lead_edit_links_expiry_idx ON lead_edit_links (expires_at);

-- A sign-up with an e-mail an unproven account holds: nothing changes until the e-mail's owner opens the link
-- mailed to it. Then the new account replaces the unproven one, proven. Only the SHA-256 of the link's token is
-- kept; the rest is what the form sent (the password as its scrypt hash). Rows are removed two days after they
-- were written (as new ones are written), used or not.
CREATE TABLE pending_sign_ups (
  token_hash text PRIMARY KEY,
  email text NOT NULL,
  cpf text NOT NULL,
  full_name text NOT NULL,
  phone text NOT NULL,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX pending_sign_ups_email_idx ON pending_sign_ups (email, created_at);
CREATE INDEX pending_sign_ups_created_idx ON pending_sign_ups (created_at);
