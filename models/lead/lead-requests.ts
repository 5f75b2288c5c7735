/**
 * The path parameters of the lead, proposal and lead-desk calls, checked by
 * the server's routes with these structs.
 */
import { object, pattern, string, type Infer } from 'superstruct';
import { OptionalSiteBrandParam } from '../offer/site-brand-structs';

/** A lead's id as the server mints it (a UUID). */
const leadId = pattern(string(), /^[0-9a-f-]{36}$/);

/** `…/:id` of a lead (status moves, the lead desk, the analytics token's lead). */
export const LeadIdParams = object({ id: leadId });

/** `/api/v2/timeline/rental/:leadId/summary.pdf`. */
export const ProposalSummaryParams = object({ leadId });

/** `/api/v2/timeline/rental/:cpf/:leadId`: the CPF or CNPJ, bare or punctuated. */
export const RentalLeadTimelineParams = object({
  cpf: pattern(string(), /^[0-9]{11}$|^[0-9]{14}$|^[0-9.\-/]{14,18}$/),
  leadId,
});

/** `/api/v2/timeline/rental/:leadId/versions/:number/accept`. */
export const AcceptVersionParams = object({
  leadId,
  number: pattern(string(), /^[1-9][0-9]{0,5}$/),
});

/**
 * The query of one lead's timeline calls (`/api/v2/timeline/rental/:cpf/:leadId`, `…/versions/:number/accept`): the
 * brands of the site asking (models/offer/site-brands.ts); a lead of another brand is unknown to it. Optional: a link
 * made before the brand was sent still opens.
 */
export const RentalLeadBrandQuery = object({ brand: OptionalSiteBrandParam });
export type RentalLeadBrandQuery = Infer<typeof RentalLeadBrandQuery>;
