/**
 * The page's shared event hub: window events our app announces for the
 * page's other (third-party) scripts. Our own charts never talk through it;
 * they talk to each other directly.
 */

/** The company intent form's section (under the list of a legal-person page); a card click scrolls to it when enabled. */
export const LEGAL_PERSON_INTENT_ID = 'intencao-pessoa-juridica';
/** The legal-person interest form's section 'Quer assinar?' (next to the company intent form). */
export const LEGAL_PERSON_INTEREST_ID = 'quer-assinar';
/** Window events of the page's shared event hub. */
export const HUB_EVENTS = { hasProposal: 'flua:has-proposal', scrollToIntent: 'flua:scroll-to-legal-person-intent', offerOpened: 'flua:offer-opened' } as const;

/** Announces an event on the hub for the page's other scripts. */
export function tellPage(name: (typeof HUB_EVENTS)[keyof typeof HUB_EVENTS], detail?: unknown): void {
  window.dispatchEvent(detail === undefined ? new CustomEvent(name) : new CustomEvent(name, { detail }));
}
