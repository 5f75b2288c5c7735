-- The dealer's response-time promise (models/lead/response-time.ts): a dealer answers a new lead within
-- `response_hours` business hours, over its `business_hours` (a week of {open, close} wall-clock windows in
-- São Paulo's time, index 0 Sunday, null a closed day; NULL: Mon–Fri 09:00–18:00, Sat 09:00–13:00), skipping
-- Brazil's national holidays. The lead keeps the moment promised when it was written (`respond_by`; NULL for the
-- leads written before the promise existed). A time, not the customer's data.
ALTER TABLE dealers ADD COLUMN response_hours integer NOT NULL DEFAULT 4 CHECK (response_hours BETWEEN 1 AND 120);
ALTER TABLE dealers ADD COLUMN business_hours jsonb;

ALTER TABLE leads ADD COLUMN respond_by timestamptz;

-- The lead a message is about (a new lead's notice to the dealer's sellers names its customer): the privacy
-- export and anonymisation find it by its lead as well as by its recipient (server/privacy/personal-columns.ts).
ALTER TABLE mail_outbox ADD COLUMN lead_id text;
CREATE INDEX mail_outbox_lead_idx ON mail_outbox (lead_id) WHERE lead_id IS NOT NULL;
