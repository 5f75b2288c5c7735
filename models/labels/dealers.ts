/** ours: what the dealers' calls answer a bad query with (pt-BR, in the API's error envelope). */
export const dealersLabels = {
  /** `GET /api/rental-service/dealers`: `brands` is a comma-separated list of our brands, upper case. */
  brands: 'Informe as marcas em letras maiúsculas, separadas por vírgula e sem repetir: FIAT, JEEP, PEUGEOT ou CITROEN.',
  /** `GET /api/rental-service/dealers`: the markets the site serves. */
  market: 'Mercado desconhecido: a Flua! atende o mercado BR.',
} as const;
