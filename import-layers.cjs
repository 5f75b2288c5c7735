/**
 * What each top-level folder may import of the others (ARCHITECTURE.md):
 * models ← services ← machines ← ui ← src, and models ← server. Read by
 * .dependency-cruiser.cjs (the test's rules) and eslint.config.js (the editor's).
 */
// eslint-disable-next-line no-undef -- CommonJS, so that both configurations can read it
module.exports = {
  models: [],
  services: ['models'],
  machines: ['models', 'services'],
  ui: ['models', 'machines'],
  src: ['models', 'services', 'machines', 'ui'],
  server: ['models'],
};
