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
 * - A server domain folder reaches what the plugins share through the
 *   instance (`request.sessionUser`, `app.idempotency`, `app.limits`,
 *   `app.mail`, registered once in server/app.ts): of `server/plugins/` it
 *   imports types only, and nothing of the mail plugin's outbox, sender and
 *   templates (`server/mail/`). The ground below the domains (`http`, `db`,
 *   `pdf`, `cache`), the mail folder and the plugins themselves are not
 *   domains; nor is `server/jobs`, whose clean-ups run outside any request
 *   (server/main.ts starts them) and call the plugins' own clean-ups.
 */
// eslint-disable-next-line no-undef, @typescript-eslint/no-require-imports -- CommonJS, as dependency-cruiser reads its configuration
const layerImports = require('./import-layers.cjs');
const layers = Object.keys(layerImports);
/** The server's domain folders: every folder of server/ but the plugins, the ground below the domains, and the jobs. */
const serverDomain = { path: '^server/[^/]+/', pathNot: '^server/(plugins|mail|http|db|pdf|cache|jobs)/' };

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
    {
      name: 'server-plugins-through-the-instance',
      comment: 'a server domain reaches sessions, idempotency, limits and mail through the instance (request.sessionUser, app.idempotency, app.limits, app.mail): it imports only types of server/plugins/',
      severity: 'error',
      from: serverDomain,
      to: { path: '^server/plugins/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-mail-through-the-plugin',
      comment: 'a server domain queues mail through app.mail (server/plugins/mail.ts): it imports nothing of server/mail/ (outbox, sender, templates)',
      severity: 'error',
      from: serverDomain,
      to: { path: '^server/mail/' },
    },
  ],
  options: {
    includeOnly: '^(models|services|machines|ui|src|server)/',
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
