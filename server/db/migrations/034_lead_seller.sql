-- The seller who brought a lead (spec 001 §9 'Show Room'): their seller id, as the server accepted it (a seller
-- signed in, or a sellerId from the address that names a seller's account: server/leads/lead-attribution.ts).
-- NULL for a lead from the public site. A staff member's id, not the customer's data.
ALTER TABLE leads ADD COLUMN seller_id text REFERENCES users (seller_id) ON UPDATE CASCADE ON DELETE SET NULL;

CREATE INDEX leads_seller_idx ON leads (seller_id) WHERE seller_id IS NOT NULL;
