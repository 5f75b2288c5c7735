-- Proof of e-mail: an account's e-mail is verified by a single-use link sent to it. Until then the account
-- matches no lead by CPF and e-mail, and holds no claim on its CPF: a CPF is unique among verified accounts
-- only, so the person it belongs to can still sign up when an unverified account declared it. Verifying
-- removes the other unverified accounts that declared the same CPF (they lose the claim).
-- Accounts created before this migration have proven nothing: they start unverified and can ask for a link.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

ALTER TABLE users DROP CONSTRAINT users_cpf_key;
CREATE UNIQUE INDEX users_verified_cpf_idx ON users (cpf) WHERE email_verified_at IS NOT NULL;
CREATE INDEX users_cpf_idx ON users (cpf);

-- Verification links. The link carries a random token; only its SHA-256 is stored. A link works once, until
-- expires_at: verifying sets used_at on every open link of the account. The rows of the last hour are also
-- the count of links sent to an account (the resend limit). Rows older than two days are removed as new
-- ones are written.
CREATE TABLE email_verifications (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX email_verifications_user_idx ON email_verifications (user_id, created_at);
CREATE INDEX email_verifications_created_idx ON email_verifications (created_at);
