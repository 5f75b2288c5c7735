/** The page's shared event hub: window events other scripts of the page send or hear. */

/** The company intent form's section (under the list of a legal-person page); a card click scrolls to it when enabled. */
export const LEGAL_PERSON_INTENT_ID = 'intencao-pessoa-juridica';
/** Window events of the page's shared event hub. */
export const HUB_EVENTS = { hasProposal: 'flua:has-proposal', scrollToIntent: 'flua:scroll-to-legal-person-intent', offerOpened: 'flua:offer-opened' } as const;
