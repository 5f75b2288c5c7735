/** The spec's strings of its part `coupon` (the catalogue: spec.ts). */

/** Coupon messages (spec 001 §8). */
export const couponSpec = {
  limitedByCpfWarning: 'Cupom limitado por CPF, sujeito a indisponibilidade',
  limitedByCpfError: 'Máximo de utilizações para esse CPF atingida. Cupom indisponível',
  limitedByQuantityWarning: 'Cupom limitado por quantidade, sujeito a indisponibilidade',
  limitedByQuantityError: 'Cupom indisponível no momento',
  expired: 'Cupom expirado',
  unavailable: 'Cupom indisponível',
  requiresInitialPayment: 'Cupom disponível apenas em propostas com entrada',
  /** ours */
  placeholder: 'Cupom de desconto',
  /** ours */
  apply: 'Aplicar',
};
