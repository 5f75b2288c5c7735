-- A dealer's system hears of its leads' events as webhooks (server/webhooks/): the admin configures, per dealer,
-- the URL they are POSTed to and the secret they are signed with (HMAC-SHA256; the secret is answered once, when
-- it is made, and never again). Neither is a person's data: a dealer's endpoint and its key.
ALTER TABLE dealers ADD COLUMN webhook_url text;
ALTER TABLE dealers ADD COLUMN webhook_secret text;
ALTER TABLE dealers ADD COLUMN webhook_secret_created_at timestamptz;

-- The webhook outbox: one row per event, written in the transaction of what it reports, delivered by the
-- delivery loop of any process (claims with FOR UPDATE SKIP LOCKED and a lease), retried with a doubling
-- backoff until the dealer's system answers 2xx; never deleted by the sender. `body` is the exact JSON text
-- signed and sent, so every attempt sends the same bytes. The body carries ids, codes, statuses and times
-- only: no person's data (models/dealer/dealer-webhooks.ts `DealerEventBody`), so the privacy export and
-- anonymisation have nothing to find here.
CREATE TABLE webhook_outbox (
  id bigserial PRIMARY KEY,
  event_id text NOT NULL UNIQUE,
  dealer_code text NOT NULL REFERENCES dealers (id),
  type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_status integer,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (next_attempt_at, id) WHERE status = 'pending';
CREATE INDEX webhook_outbox_dealer_idx ON webhook_outbox (dealer_code, id DESC);
