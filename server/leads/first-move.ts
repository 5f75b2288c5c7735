/**
 * A lead's first move, the dealer's answer its promise (`respond_by`) is
 * kept by: the earliest of its first status move (by anyone: a seller's move
 * answers it, and a customer's cancellation ends the wait) and its first
 * version written by a seller (a changed proposal is an answer too). A
 * customer's own version is not one: it is the customer still waiting.
 * Read in SQL by the desk (overdue first), the escalation job and the
 * admin's service view, so all three count the same moment.
 */

/** The moment of the lead aliased `alias` was first moved (NULL while nobody has). LEAST skips NULLs. */
export const firstMoveAtSql = (alias: string) =>
  `LEAST((SELECT min(e.at) FROM lead_status_events e WHERE e.lead_id = ${alias}.id),
         (SELECT min(v.at) FROM lead_versions v WHERE v.lead_id = ${alias}.id AND v.actor = 'seller'))`;

/** Nobody has moved the lead aliased `alias` yet. */
export const awaitingAnswerSql = (alias: string) =>
  `(NOT EXISTS (SELECT 1 FROM lead_status_events e WHERE e.lead_id = ${alias}.id)
    AND NOT EXISTS (SELECT 1 FROM lead_versions v WHERE v.lead_id = ${alias}.id AND v.actor = 'seller'))`;
