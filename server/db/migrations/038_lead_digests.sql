-- The daily digest of the leads waiting for a first move (server/jobs/lead-digest.ts): one row per dealer and
-- São Paulo day, claimed in the transaction that queues that day's messages to the dealer's sellers, so a
-- second process (or a second look of the same one) finds the day taken and sends nothing. Counts and a
-- dealer's code, nobody's personal data.
CREATE TABLE lead_digests (
  dealer_code text NOT NULL,
  day date NOT NULL,
  leads integer NOT NULL,
  recipients integer NOT NULL,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (dealer_code, day)
);
