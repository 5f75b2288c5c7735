-- Every change of a lead's LGPD consents, append-only: the lead form's record and each withdrawal or new
-- grant the customer makes in the privacy centre, with its time and the text version shown. lead_consents
-- keeps the current state (one row per lead and purpose); this table keeps how it got there.
CREATE TABLE consent_events (
  id bigserial PRIMARY KEY,
  lead_id text NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('sms_phone', 'whatsapp', 'email', 'dealer_sharing')),
  granted boolean NOT NULL,
  text_version text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('lead', 'customer')),
  actor_user_id text,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX consent_events_lead_idx ON consent_events (lead_id, purpose, at, id);

-- The history starts with what the leads already recorded.
INSERT INTO consent_events (lead_id, purpose, granted, text_version, actor, at)
SELECT lead_id, purpose, granted, text_version, 'lead', recorded_at FROM lead_consents;

-- Append-only: an event is never changed (a lead's removal takes its events with it).
CREATE FUNCTION consent_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'consent_events is append-only'; END $$;

CREATE TRIGGER consent_events_no_update BEFORE UPDATE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
