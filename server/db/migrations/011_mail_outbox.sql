-- The product's mail. Every message is first written here, in the same transaction as what it
-- reports, then sent by the sender loop of a server process (server/mail/sender.ts). Without
-- SMTP_URL nothing sends and messages wait here. A failed send stays 'pending' with its attempts
-- counted and its next attempt scheduled (backoff); it is never deleted by a failure.
-- locked_until is a claim's lease: a process that claimed a message and died releases it when the
-- lease runs out. Claims use FOR UPDATE SKIP LOCKED, so two processes never take one message.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  recipient text NOT NULL,
  bcc text[] NOT NULL DEFAULT '{}',
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at);

-- Files sent with a message (a quotation's PDF, an export), in the order they are attached.
CREATE TABLE mail_attachments (
  message_id bigint NOT NULL REFERENCES mail_outbox (id) ON DELETE CASCADE,
  position integer NOT NULL,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (message_id, position)
);
