import { labels } from './spec';
import { words } from './words';

/**
 * The accessory showcase's label set (spec 000 §1 names it; it quotes no
 * string of its own). The spec shows no flow for it. Nothing on the showcase
 * imports it.
 */
export const accessoriesLabels = {
  /** ours: titled like the configurator's 'Acessórios' step (configuratorLabels.steps). */
  title: words.accessories,
  /** ours: an accessory's link, worded like an offer suggestion's. */
  seeDetails: labels.suggestions.seeDetails,
};
