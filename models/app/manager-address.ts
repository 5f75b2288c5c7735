/**
 * Where the offer manager lives (spec 000 §2 "Offer manager (admin)") and
 * its editor's hash route. Kept apart from the manager's rules: the
 * showcase links here (the admins' new-offer card) on its first load.
 */

// ───────────────────────────── where it lives ─────────────────────────────

/** The admin page segment added to the page's path (ours: the spec names no segment). */
export const MANAGER_SEGMENT = 'admin/ofertas';

/** The manager's default path: the showcase's path plus the admin segment. */
export const MANAGER_PATH = `/${MANAGER_SEGMENT}`;

/**
 * The manager's address (spec 000 §2): the configured manager path, else the
 * current page's path with a `.html` suffix removed plus the admin segment,
 * keeping the query string. `/` → `/admin/ofertas`, `/ofertas.html?demo=x` →
 * `/ofertas/admin/ofertas?demo=x`.
 */
export function managerPath(configured: string | null | undefined, page: { pathname: string; search: string }): string {
  const search = page.search && page.search !== '?' ? (page.search.startsWith('?') ? page.search : `?${page.search}`) : '';
  if (configured) return `${configured}${search}`;
  const base = page.pathname.replace(/\.html$/i, '').replace(/\/+$/, '');
  return `${base}/${MANAGER_SEGMENT}${search}`;
}

// ───────────────────────────── the editor's hash route ─────────────────────────────

/** The editor's hash route prefix: `#/rental-offer/{id}` (spec 000 §2). */
export const EDITOR_HASH_PREFIX = '#/rental-offer/';

/** `#/rental-offer/new`: the editor on a new offer. */
export const NEW_OFFER_ID = 'new';

/** The hash that opens an offer in the editor (`new` for a new offer). */
export function editorHash(offerId: string): string {
  return `${EDITOR_HASH_PREFIX}${encodeURIComponent(offerId)}`;
}

/** `#/rental-offer/{id}/visualizar`: the offer as a visitor would see it ('Visualizar'). */
export const PREVIEW_HASH_SUFFIX = '/visualizar';

export function previewHash(offerId: string): string {
  return `${editorHash(offerId)}${PREVIEW_HASH_SUFFIX}`;
}

export type ManagerView = { view: 'grid' } | { view: 'editor'; offerId: string } | { view: 'preview'; offerId: string };

/** What the manager shows for a hash: the grid, the editor on one offer (`new` for a new one), or its preview. */
export function parseManagerHash(hash: string): ManagerView {
  if (!hash.startsWith(EDITOR_HASH_PREFIX)) return { view: 'grid' };
  const [rest = '', ...more] = hash.slice(EDITOR_HASH_PREFIX.length).split('/');
  let offerId: string;
  try {
    offerId = decodeURIComponent(rest);
  } catch {
    return { view: 'grid' };
  }
  if (!/^[A-Za-z0-9_.:-]{1,80}$/.test(offerId)) return { view: 'grid' };
  if (more.length === 0) return { view: 'editor', offerId };
  if (more.length === 1 && `/${more[0]}` === PREVIEW_HASH_SUFFIX && offerId !== NEW_OFFER_ID) return { view: 'preview', offerId };
  return { view: 'grid' };
}
