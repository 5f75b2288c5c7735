/** The spec's strings of its part `showcase` (the catalogue: spec.ts), and its configurable texts. */
import type { LabelOverrides } from './spec';
import { FROM_PRICE, PER_MONTH, DETAILS_BUTTON, NO_DEALER, NO_RESULTS, RETRY, CLOSE, ERROR } from './spec-words';

/** Offer list (spec 000 §2 "Offer list"). */
export const showcaseSpec = {
  title: 'Ofertas de assinatura',
  fromPrice: FROM_PRICE,
  perMonth: PER_MONTH,
  detailsButton: DETAILS_BUTTON,
  showMore: 'VER MAIS VEÍCULOS',
  notFound: NO_RESULTS,
  loading: 'Carregando ofertas…',
  loadFailed: ERROR,
  retry: RETRY,
  offerCount: (shown: number, total: number) => `Mostrando ${shown} de ${total} ofertas`,
  /** Mobile app banner. */
  appBannerDownload: 'BAIXAR',
  /** ours */
  appBannerClose: CLOSE,
  /** ours: shown when no fixed dealer is set (spec: "no-dealer message"). */
  noDealer: NO_DEALER,
};

/** The showcase's texts with the configured ones ('VER MAIS VEÍCULOS', the not-found text, the card's button; undefined keeps the default). */
export function showcaseWithOverrides(overrides: Pick<LabelOverrides, 'showcase' | 'offerCard'>): typeof showcaseSpec {
  const detailsButton = overrides.showcase?.detailsButton ?? overrides.offerCard?.detailsButton;
  const configured = Object.fromEntries(Object.entries(overrides.showcase ?? {}).filter(([, v]) => v !== undefined));
  return { ...showcaseSpec, ...configured, ...(detailsButton ? { detailsButton } : {}) };
}
