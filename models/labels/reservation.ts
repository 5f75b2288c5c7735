import { financingLabels } from './financing';

/**
 * The reservation's label set (spec 000 §2 "Others" names it; it quotes no
 * string of its own, and the reservation's lead body is not shown). Nothing on
 * the showcase imports it.
 */
export const reservationLabels = {
  /** ours */
  title: 'Reserva',
  /** ours: a bank slip down payment clears in up to 3 business days (spec 001 §9), as the financing says. */
  bankSlipClearing: financingLabels.bankSlipClearing,
};
