/**
 * The created lead's ids for the page's own scripts (the new layout). Apart
 * from services/leads.ts: the details page composes this effect when the
 * offer opens, while the lead calls load with the lead step.
 */

/** The page event the new layout publishes a created lead on. */
export const LEAD_PUBLISHED_EVENT = 'flua:lead-published';

/**
 * New layout (spec 001 §7): publishes the created lead's ids to the page.
 * The page's own scripts get lead id, product lead id, dealer id and CPF in
 * a `flua:lead-published` event. The data layer hears the lead through the
 * tracking actor (ids and figures only, never the CPF), as the visitor allows.
 */
export function publishLeadIds(lead: { leadId: string; productLeadId: string; dealerId: string; cpf: string | null }, win: Window = window): void {
  win.dispatchEvent(new CustomEvent(LEAD_PUBLISHED_EVENT, { detail: { ...lead } }));
}
