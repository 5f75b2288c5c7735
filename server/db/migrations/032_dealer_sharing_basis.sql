-- Passing a lead to the dealer it names is what answering it takes, not a consent: its legal basis is the
-- preliminary procedures of a contract the person asked for (LGPD art. 7 V), recorded with every lead. No box
-- asks for it, so no consent row claims it: the rows the lead form wrote as a granted 'dealer_sharing' consent
-- go (with their 'lead' history events; a customer's own changes in the privacy centre stay in the history),
-- and lead_consents holds the contact channels' consents only.
ALTER TABLE leads ADD COLUMN dealer_sharing_basis text NOT NULL DEFAULT 'preliminary_procedures'
  CHECK (dealer_sharing_basis IN ('preliminary_procedures'));

DELETE FROM consent_events WHERE purpose = 'dealer_sharing' AND actor = 'lead';

DELETE FROM lead_consents WHERE purpose = 'dealer_sharing';

ALTER TABLE lead_consents DROP CONSTRAINT lead_consents_purpose_check;

ALTER TABLE lead_consents ADD CONSTRAINT lead_consents_purpose_check CHECK (purpose IN ('sms_phone', 'whatsapp', 'email'));
