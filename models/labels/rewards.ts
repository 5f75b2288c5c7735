/**
 * The rewards label set: spec 000 §2 "Others" names it among the label sets
 * only and quotes no string for it, nor describes one; so it holds none (a
 * string the spec later gives lands here; test/models/spec-label-sets.test.ts
 * reads the spec).
 */
export const rewardsLabels: Readonly<Record<string, string>> = {};
