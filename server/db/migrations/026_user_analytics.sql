-- User analytics after a lead (spec 001 §7 useranalytics/send). A lead's answer carries an analytics token
-- (random; only its SHA-256 is stored here) that works for a day: only the browser that sent the lead can
-- attach its analytics. What is attached is the lead's non-personal figures and the visit's analytics ids
-- (checked by models/user-analytics.ts: no CPF, CNPJ, e-mail or phone), one row per lead and kind. Both go
-- with their lead.
CREATE TABLE lead_analytics_grants (
  token_hash text PRIMARY KEY,
  lead_id text NOT NULL UNIQUE REFERENCES leads (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('OFFER_LEAD', 'GENERIC_LEAD')),
  expires_at timestamptz NOT NULL
);

CREATE TABLE user_analytics (
  id text PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('OFFER_LEAD', 'GENERIC_LEAD')),
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (lead_id, type)
);
