-- A rental lead's versions (models/lead-version.ts): every update of a lead, by its customer or by a seller of its
-- dealer, is a numbered version with who made it, when, the whole lead body it sets, its terms and the price the
-- server computed, its changes old → new and whether it waits for the customer's acceptance. Version 1 is the lead
-- as sent: a new lead writes it with the lead; a lead sent before versions existed gets it written on its first
-- update (until then it is read from the lead itself, by the same rule).
CREATE TABLE lead_versions (
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  number integer NOT NULL CHECK (number >= 1),
  actor text NOT NULL CHECK (actor IN ('customer', 'seller')),
  actor_user_id text REFERENCES users (id) ON DELETE SET NULL,
  actor_name text,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  body jsonb NOT NULL,
  terms jsonb NOT NULL,
  monthly_price bigint NOT NULL CHECK (monthly_price >= 0),
  contract_total bigint NOT NULL CHECK (contract_total >= 0),
  changes jsonb NOT NULL DEFAULT '[]'::jsonb,
  acceptance text NOT NULL CHECK (acceptance IN ('not_needed', 'awaiting', 'accepted')),
  accepted_at timestamptz,
  PRIMARY KEY (lead_id, number),
  CHECK (number > 1 OR (actor = 'customer' AND acceptance = 'not_needed'))
);

-- The lead's current version and its body (the stored lead with the updates merged); NULL: the lead as sent.
ALTER TABLE leads ADD COLUMN current_version integer NOT NULL DEFAULT 1 CHECK (current_version >= 1);
ALTER TABLE leads ADD COLUMN current_body jsonb;
