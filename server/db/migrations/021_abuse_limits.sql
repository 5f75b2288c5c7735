-- Abuse limits and retention: idempotency keys belong to their caller; a coupon use belongs to the lead that
-- used it; uploads record the client address (quotas) and the lead that carries them (the others are removed
-- after a retention period); a sign-in attempt is in flight (succeeded NULL) until its password is checked.

-- An Idempotency-Key is the caller's own: the same key from another caller is another request.
ALTER TABLE idempotency_keys ADD COLUMN caller text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (scope, caller, key);

-- A coupon is used only by the lead that carries it (in the lead's transaction).
ALTER TABLE coupon_usages ADD COLUMN lead_id text REFERENCES leads (id) ON DELETE SET NULL;
CREATE UNIQUE INDEX coupon_usages_lead_idx ON coupon_usages (lead_id, coupon_name) WHERE lead_id IS NOT NULL;

-- Who sent a file (quotas per client address and in total) and the lead it belongs to (files of no lead go
-- after the retention period).
ALTER TABLE uploads ADD COLUMN client_address text NOT NULL DEFAULT '';
ALTER TABLE uploads ADD COLUMN lead_id text REFERENCES leads (id) ON DELETE SET NULL;
CREATE INDEX uploads_address_idx ON uploads (client_address, created_at);
CREATE INDEX uploads_created_idx ON uploads (created_at);
CREATE INDEX uploads_orphan_idx ON uploads (created_at) WHERE lead_id IS NULL;

-- A sign-in attempt whose password is being checked: neither a failure nor a success yet.
ALTER TABLE sign_in_attempts ALTER COLUMN succeeded DROP NOT NULL;

