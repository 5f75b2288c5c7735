-- Secrets the server makes for itself when none is configured (the lead authorization's signing key when
-- LEAD_AUTHORIZATION_SECRET is unset): made once by whichever process asks first, then shared by every process
-- of this database, so an edit link made behind one instance works behind another and after a restart.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL CHECK (length(value) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The lead desk lists a dealer's leads newest first.
CREATE INDEX leads_dealer_created_idx ON leads (dealer_code, created_at DESC);
