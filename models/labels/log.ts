/** Logged, never shown (spec 001 §8 "Logged only"). */
export const logMessages = {
  offersFailed: 'Failed to load offers.',
  dealerFailed: 'Error loading dealer',
  locationFailed: 'Error setting location',
  faqNotFound: 'Not found - FAQ page',
  /** ours: the spec logs featured-item failures without a message. */
  featuredItemsFailed: 'Failed to load featured items.',
  baseImageUrl: 'Failed to build base car image url. Missing required parameters.',
  /** ours: the spec logs the partnership-decrypt failures without a message. */
  partnershipFailed: 'Failed to decrypt partnership token.',
} as const;
