-- Requests of the data subject (LGPD arts. 18, 19; models/privacy-requests.ts): each has a protocol
-- ('LGPD-2026-000123'), its kind, who asked (CPF digits and lower-cased e-mail, the account when signed in),
-- the art. 19 due date (15 days), its status and the answer given. Every action on a request or a lead's
-- personal data is a row of privacy_audit (who, what, when).
CREATE SEQUENCE privacy_request_numbers;

CREATE TABLE privacy_requests (
  id bigint PRIMARY KEY DEFAULT nextval('privacy_request_numbers'),
  protocol text NOT NULL UNIQUE,
  kind text NOT NULL CHECK (kind IN ('access', 'correction', 'anonymisation', 'sharing')),
  status text NOT NULL CHECK (status IN ('open', 'done', 'refused')),
  document text NOT NULL,
  email text NOT NULL CHECK (email = lower(email)),
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  details text CHECK (details IS NULL OR length(details) <= 2000),
  answer text CHECK (answer IS NULL OR length(answer) <= 2000),
  created_at timestamptz NOT NULL,
  due_at timestamptz NOT NULL,
  closed_at timestamptz
);

CREATE INDEX privacy_requests_subject_idx ON privacy_requests (document, email, created_at);
CREATE INDEX privacy_requests_open_idx ON privacy_requests (status, due_at);

-- A confirmation link sent to the e-mail of a lead (a visitor gave its CPF and e-mail): only the SHA-256 of
-- its token is kept. It creates one request (used_at) and shows that person's requests until it expires.
CREATE TABLE privacy_links (
  token_hash text PRIMARY KEY,
  document text NOT NULL,
  email text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX privacy_links_created_idx ON privacy_links (created_at);

CREATE TABLE privacy_audit (
  id bigserial PRIMARY KEY,
  request_id bigint REFERENCES privacy_requests (id) ON DELETE CASCADE,
  lead_id text REFERENCES leads (id) ON DELETE SET NULL,
  actor_user_id text REFERENCES users (id) ON DELETE SET NULL,
  -- 'retention' (the scheduled job), 'subject' (the person) or the admin's account name.
  actor text NOT NULL,
  action text NOT NULL,
  note text CHECK (note IS NULL OR length(note) <= 2000),
  at timestamptz NOT NULL DEFAULT clock_timestamp()
);

CREATE INDEX privacy_audit_request_idx ON privacy_audit (request_id, at);

-- When a lead's personal data was replaced (server/privacy/anonymise.ts); NULL: never.
ALTER TABLE leads ADD COLUMN anonymised_at timestamptz;
