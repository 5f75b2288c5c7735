/**
 * Where the offer manager lives (spec 000 §2 "Offer manager (admin)"), the
 * paths of its editor and preview, and the editor's hash route of older
 * links (each leads to its path). Kept apart from the manager's rules: the
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

// ───────────────────────────── the editor's and the preview's paths ─────────────────────────────

/** The editor's segment under the manager: `/admin/ofertas/rental-offer/{id}` (`new` for a new offer). */
export const EDITOR_SEGMENT = 'rental-offer';

/** The preview's segment after the editor's path: `/admin/ofertas/rental-offer/{id}/visualizar`. */
export const PREVIEW_SEGMENT = 'visualizar';

/** An offer id the manager's addresses may carry; anything else shows the grid. */
export function isManagerOfferId(offerId: string): boolean {
  return /^[A-Za-z0-9_.:-]{1,80}$/.test(offerId);
}

/** The path that opens an offer in the editor (`new` for a new offer). */
export function editorPath(offerId: string): string {
  return `${MANAGER_PATH}/${EDITOR_SEGMENT}/${encodeURIComponent(offerId)}`;
}

/** The path of the offer as a visitor would see it ('Visualizar'). */
export function previewPath(offerId: string): string {
  return `${editorPath(offerId)}/${PREVIEW_SEGMENT}`;
}

/** The router's patterns of the editor's and the preview's pages (the server answers each with the page). */
export const MANAGER_VIEW_PATTERNS: readonly string[] = [`${MANAGER_PATH}/${EDITOR_SEGMENT}/$offerId`, `${MANAGER_PATH}/${EDITOR_SEGMENT}/$offerId/${PREVIEW_SEGMENT}`];

/** Whether `path` (no query, no trailing slash) is the editor's or the preview's page of an offer. */
export function isManagerViewPath(path: string): boolean {
  const prefix = `${MANAGER_PATH}/${EDITOR_SEGMENT}/`;
  if (!path.startsWith(prefix)) return false;
  const [id = '', ...more] = path.slice(prefix.length).split('/');
  let offerId: string;
  try {
    offerId = decodeURIComponent(id);
  } catch {
    return false;
  }
  return isManagerOfferId(offerId) && (more.length === 0 || (more.length === 1 && more[0] === PREVIEW_SEGMENT));
}

/** Whether `path` (no query) is one of this app's manager pages (the grid, an editor or a preview), which its router shows. */
export function isManagerAppPath(path: string): boolean {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === MANAGER_PATH || isManagerViewPath(trimmed);
}

/** The path of what the manager shows. */
export function managerViewPath(view: ManagerView): string {
  return view.view === 'grid' ? MANAGER_PATH : view.view === 'editor' ? editorPath(view.offerId) : previewPath(view.offerId);
}

/**
 * The address of one of the manager's views as the showcase links to it: the
 * manager's address (`managerPath`) with the view's path inside it, keeping
 * the query string. `/` → `/admin/ofertas/rental-offer/new`.
 */
export function managerViewAddress(configured: string | null | undefined, page: { pathname: string; search: string }, view: ManagerView): string {
  const address = managerPath(configured, page);
  const query = address.indexOf('?');
  const inside = managerViewPath(view).slice(MANAGER_PATH.length);
  return query < 0 ? `${address}${inside}` : `${address.slice(0, query)}${inside}${address.slice(query)}`;
}

// ───────────────────────────── the editor's hash route of older links ─────────────────────────────

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

/** What the manager showed for a hash (an older link, led to its path): the grid, the editor on one offer (`new` for a new one), or its preview. */
export function parseManagerHash(hash: string): ManagerView {
  if (!hash.startsWith(EDITOR_HASH_PREFIX)) return { view: 'grid' };
  const [rest = '', ...more] = hash.slice(EDITOR_HASH_PREFIX.length).split('/');
  let offerId: string;
  try {
    offerId = decodeURIComponent(rest);
  } catch {
    return { view: 'grid' };
  }
  if (!isManagerOfferId(offerId)) return { view: 'grid' };
  if (more.length === 0) return { view: 'editor', offerId };
  if (more.length === 1 && `/${more[0]}` === PREVIEW_HASH_SUFFIX && offerId !== NEW_OFFER_ID) return { view: 'preview', offerId };
  return { view: 'grid' };
}
