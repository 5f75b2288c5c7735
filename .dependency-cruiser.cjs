/**
 * The import rules of the whole tree, checked by dependency-cruiser from
 * test/architecture/import-rules.test.ts (and by `npx depcruise models
 * services machines ui src server` for a report).
 *
 * - Layers import one way: models ← services ← machines ← ui ← src, and
 *   models ← server (import-layers.cjs, which ESLint reads too).
 * - No module imports itself through others. Only imports that run count:
 *   an `import type` is erased when the code is built and so makes no cycle
 *   of loading; a view that loads its heavy part lazily (`import()`) and that
 *   part naming the view's props type is the usual pair this lets through.
 * - No folder imports itself through other folders (`server/leads` and
 *   `server/coupons` may not import each other, nor through a third), type
 *   imports included: a folder is a unit of the design, and a type that two
 *   folders both need belongs below both.
 */
// eslint-disable-next-line no-undef, @typescript-eslint/no-require-imports -- CommonJS, as dependency-cruiser reads its configuration
const layerImports = require('./import-layers.cjs');
const layers = Object.keys(layerImports);

/** @type {import('dependency-cruiser').IConfiguration} */
// eslint-disable-next-line no-undef
module.exports = {
  forbidden: [
    ...layers.map((layer) => ({
      name: `layer-${layer}`,
      comment: `${layer}/ may import only from ${layerImports[layer].join(', ') || 'nothing of ours'}`,
      severity: 'error',
      from: { path: `^${layer}/` },
      to: { path: `^(${layers.filter((l) => l !== layer && !layerImports[layer].includes(l)).join('|')})/` },
    })),
    {
      name: 'no-circular',
      comment: 'no module imports itself through others (imports that run)',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-circular-folders',
      comment: 'no folder imports itself through other folders',
      severity: 'error',
      scope: 'folder',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^(models|services|machines|ui|src|server)/',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
