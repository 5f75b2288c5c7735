/** Spec 001 §9: mobile ≤ 720 px, tablet above 720 up to 860 px. */
export const MOBILE_MAX = 720;
export const TABLET_MAX = 860;
/** Spec 001 §9 "mobile top padding 10px": the space above the page's first line (the header's content) on a phone. */
export const MOBILE_TOP_PADDING = 10;
export const media = {
  mobile: `screen and (max-width: ${MOBILE_MAX}px)`,
  tablet: `screen and (min-width: ${MOBILE_MAX + 1}px) and (max-width: ${TABLET_MAX}px)`,
  desktop: `screen and (min-width: ${TABLET_MAX + 1}px)`,
} as const;
