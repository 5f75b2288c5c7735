-- Leads, their LGPD consents, idempotency keys, coupon usages and uploaded documents.

-- A lead as received: the whole validated body, a status and timestamps. document is the CPF or CNPJ
-- without punctuation (upper case for alphanumeric CNPJs); email is lower-cased.
CREATE TABLE leads (
  id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('rental', 'rental_pj')),
  endpoint text NOT NULL,
  status text NOT NULL DEFAULT 'received' CHECK (status IN ('received', 'sent_to_dealer', 'discarded')),
  document text NOT NULL,
  email text NOT NULL,
  offer_id text,
  dealer_code text NOT NULL,
  product_lead_ids text[] NOT NULL DEFAULT '{}',
  user_id text,
  body jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX leads_document_idx ON leads (document, created_at);
CREATE INDEX leads_created_idx ON leads (created_at);

-- One row per purpose (sms_phone, whatsapp, email, dealer_sharing): what the person chose, when,
-- and which version of the privacy text they were shown.
CREATE TABLE lead_consents (
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('sms_phone', 'whatsapp', 'email', 'dealer_sharing')),
  granted boolean NOT NULL,
  text_version text NOT NULL,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (lead_id, purpose)
);

-- A retried write (Idempotency-Key) answers what the first one answered. The row is inserted in the
-- same transaction as the write it guards, so a concurrent request with the same key waits for it.
CREATE TABLE idempotency_keys (
  scope text NOT NULL,
  key text NOT NULL,
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, key)
);

CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

-- Every counted use of a coupon (coupons.used_count is their number, kept in the same transaction).
CREATE TABLE coupon_usages (
  id bigserial PRIMARY KEY,
  coupon_name text NOT NULL REFERENCES coupons (name) ON DELETE CASCADE,
  cpf text,
  used_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX coupon_usages_cpf_idx ON coupon_usages (coupon_name, cpf);
CREATE INDEX coupon_usages_by_cpf_idx ON coupon_usages (cpf);

-- Uploaded documents: the file itself lives under DATA_DIR/uploads/<id>.<ext>. Whoever uploaded it is a
-- signed-in user (owner_user_id) or an anonymous visitor holding the upload cookie (SHA-256 of its token).
CREATE TABLE uploads (
  id text PRIMARY KEY,
  service text NOT NULL,
  root_path text,
  sub_path text,
  file_name text NOT NULL,
  content_type text NOT NULL CHECK (content_type IN ('application/pdf', 'image/jpeg', 'image/png')),
  size_bytes integer NOT NULL CHECK (size_bytes > 0),
  storage_name text NOT NULL,
  owner_user_id text,
  owner_token_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (owner_user_id IS NOT NULL OR owner_token_hash IS NOT NULL)
);
