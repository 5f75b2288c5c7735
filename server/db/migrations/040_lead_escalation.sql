-- A lead nobody answered by its dealer's promise (`respond_by`) is escalated once (server/jobs/escalation.ts):
-- the dealer's sellers and the offer admins hear of it through the outbox, and the lead keeps the moment it was
-- escalated, which the seller's timeline shows ('Prazo de resposta vencido'). The job claims leads with
-- UPDATE … WHERE escalated_at IS NULL … RETURNING, so two processes never escalate one lead twice. A time, not
-- the customer's data.
ALTER TABLE leads ADD COLUMN escalated_at timestamptz;

-- The job's scan: leads with a promise, not yet escalated, by the promise.
CREATE INDEX leads_awaiting_escalation_idx ON leads (respond_by) WHERE escalated_at IS NULL AND respond_by IS NOT NULL;
