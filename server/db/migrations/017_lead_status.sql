-- The lead lifecycle (models/lead-status.ts): where a proposal stands for the customer and the dealer,
-- apart from `status` (the offer admins' delivery state). Every move is a dated row: who made it
-- (account and role), from where to where, and the note to the customer.
ALTER TABLE leads ADD COLUMN IF NOT EXISTS lifecycle_status text NOT NULL DEFAULT 'sent'
  CHECK (lifecycle_status IN ('sent', 'in_service', 'credit_review', 'approved', 'rejected', 'contract_signed', 'vehicle_delivered', 'cancelled'));

CREATE TABLE lead_status_events (
  id bigserial PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  from_status text NOT NULL,
  to_status text NOT NULL,
  at timestamptz NOT NULL DEFAULT clock_timestamp(),
  actor_user_id text REFERENCES users (id) ON DELETE SET NULL,
  actor_name text NOT NULL,
  actor_role text NOT NULL CHECK (actor_role IN ('customer', 'seller')),
  note text CHECK (note IS NULL OR length(note) <= 500)
);

CREATE INDEX lead_status_events_lead_idx ON lead_status_events (lead_id, at, id);
CREATE INDEX leads_dealer_lifecycle_idx ON leads (dealer_code, lifecycle_status, created_at);
