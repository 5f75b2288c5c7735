/**
 * The room the cookie banner takes at the foot of the window while it waits
 * for the visitor's choice: the banner writes its height into this custom
 * property of the root element (ui/consent/cookie-banner.tsx), and the page
 * keeps that much room at its foot, so its last buttons scroll above the
 * banner; what is fixed to the foot of the window (a phone's price bar,
 * toasts) sits on top of it. Without the banner the room is 0.
 */
export const CONSENT_SPACE_PROPERTY = '--flua-consent-space';

/** The banner's height while it shows, else 0px. */
export const consentSpace = `var(${CONSENT_SPACE_PROPERTY}, 0px)`;
