/** The dealer's lead desk and the seller's edit link (ours: the spec names the seller CRM page without its texts). */
export const leadDeskLabels = {
  /** Why a lead authorization (the seller edit link) is refused. */
  authorization: {
    missing: 'Este endereço precisa de uma autorização do vendedor.',
    invalid: 'Este link de edição é inválido ou foi alterado. Gere um novo em “Editar proposta”.',
    expired: 'Este link de edição expirou. Gere um novo em “Editar proposta”.',
    otherLead: 'Este link de edição é de outra proposta.',
    otherSeller: 'Este link de edição foi gerado por outro vendedor.',
    sellerGone: 'O vendedor deste link de edição não atende mais esta concessionária.',
  },
} as const;
