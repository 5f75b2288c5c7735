/**
 * The details page's first call and code, started with the page: on a
 * details address (`/?offerId=…`, models/app/route-params.ts) `index.html` gets
 * a small inline script (hashed into the page's Content-Security-Policy
 * like its other inline scripts) that, while the app's script is still
 * arriving,
 * - asks the offer the details chart loads first,
 *   `GET /api/offers/{id}?include_mvs_info=true` (models/showcase/api.ts
 *   `offerAddress`), which the chart's offer call takes
 *   (services/first-search.ts `takePreloadedOffer`);
 * - adds `<link rel="modulepreload">` for the details route's chunk and the
 *   chunks it imports that the page does not load already, and
 *   `<link rel="preload" as="style">` for its styles: the file names come
 *   from Vite's build manifest (`dist/.vite/manifest.json`), read once when
 *   the server starts.
 *
 * On any other address (the showcase, the account pages, `?rental=true`,
 * which opens the proposals) the script does nothing, so a plain showcase
 * visit never downloads the details' code. An API on another origin
 * (`flua:api-url`) gets no offer preload (the chunks still are).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTEXT_HEADER, OFFER_ADDRESS_PREFIX, OFFER_ADDRESS_SUFFIX } from '../../models/showcase/api';
import { SHOWCASE_PATH } from '../../models/app/pages';
import { ADDRESS_ID_PATTERN, FIRST_OFFER_GLOBAL } from '../../models/app/route-params';
import { metaContent, scriptJson } from './first-search';

/**
 * What the details page's first render loads, as the build manifest names
 * them: the details route, and the drawn vehicle its picture shows when the
 * offer has no photo (a chunk the app loads when a picture first needs it).
 */
export const DETAILS_MODULES = ['src/details-route.tsx', 'ui/vehicle/vehicle-drawn.tsx'] as const;

/** One chunk of Vite's build manifest (the fields read here). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** What the details route loads beyond what the page already loads: its scripts and its styles (paths under `/`). */
export interface ChunkFiles {
  scripts: string[];
  styles: string[];
}

/** The build's manifest (`build.manifest` in vite.config.ts), or an empty one when the build has none. */
export function readBuildManifest(staticDir: string): BuildManifest {
  const path = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return {};
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

function reached(manifest: BuildManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...keys];
  while (queue.length > 0) {
    const key = queue.pop()!;
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    queue.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The files the page loads itself: its module scripts, module preloads and stylesheets (paths as written, `/assets/…`). */
export function pageFiles(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+)"/gi)].map((m) => m[1]!);
}

/**
 * The details route's chunk (and the drawn vehicle's) and the chunks they import, minus those the page
 * loads already (`indexHtml`'s own scripts and styles, the manifest's entries
 * and all they import); with their styles. Empty when the manifest has no
 * details route.
 */
export function detailsChunkFiles(manifest: BuildManifest, indexHtml: string, modules: readonly string[] = DETAILS_MODULES): ChunkFiles {
  const roots = modules.filter((m) => manifest[m]);
  if (roots.length === 0 || roots[0] !== modules[0]) return { scripts: [], styles: [] };
  const onPage = new Set(pageFiles(indexHtml));
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry || onPage.has(`/${manifest[key]!.file}`));
  const loaded = reached(manifest, entries);
  const loadedFiles = new Set([...onPage, ...[...loaded].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])].map((f) => `/${f}`))]);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of reached(manifest, roots)) {
    const chunk = manifest[key]!;
    if (!loadedFiles.has(`/${chunk.file}`)) scripts.push(`/${chunk.file}`);
    for (const css of chunk.css ?? []) if (!loadedFiles.has(`/${css}`) && !styles.includes(`/${css}`)) styles.push(`/${css}`);
  }
  // The route's own chunk first: the browser asks in this order.
  const own = `/${manifest[roots[0]!]!.file}`;
  return { scripts: [own, ...scripts.filter((s) => s !== own)], styles };
}


/** The inline script of a details address: the offer call (same-origin API only) and the details route's files. */
export function firstOfferScript(html: string, files: ChunkFiles): string | null {
  const sameOrigin = (metaContent(html, 'flua:api-url') ?? '') === '';
  if (!sameOrigin && files.scripts.length === 0 && files.styles.length === 0) return null;
  const context = metaContent(html, 'flua:context') ?? '';
  const offerCall = sameOrigin
    ? `var u=${scriptJson(OFFER_ADDRESS_PREFIX)}+encodeURIComponent(id)+${scriptJson(OFFER_ADDRESS_SUFFIX)};` +
      `window[${scriptJson(FIRST_OFFER_GLOBAL)}]={url:u,answer:fetch(u,{credentials:"same-origin",headers:{Accept:"application/json",${scriptJson(CONTEXT_HEADER)}:${scriptJson(context)}}})};`
    : '';
  const links =
    files.scripts.length + files.styles.length > 0
      ? `function l(r,h,a){var e=document.createElement("link");e.rel=r;if(a)e.setAttribute("as",a);e.crossOrigin="";e.href=h;document.head.appendChild(e);}` +
        `${scriptJson(files.scripts)}.forEach(function(h){l("modulepreload",h);});` +
        `${scriptJson(files.styles)}.forEach(function(h){l("preload",h,"style");});`
      : '';
  return (
    '<script>(function(){try{' +
    `if(location.pathname!==${scriptJson(SHOWCASE_PATH)})return;` +
    'var p=new URLSearchParams(location.search),id=p.get("offerId");' +
    `if(!id||!${ADDRESS_ID_PATTERN.toString()}.test(id)||p.get("rental")==="true")return;` +
    offerCall +
    links +
    '}catch(e){}})();</script>'
  );
}

/**
 * The page with the details address's inline script after the app's module
 * scripts, so the browser asks for those first (it has six connections to
 * the server), then the offer, then the details' chunks; and before the
 * page's stylesheet, which would hold an inline script until it arrived.
 * Unchanged when there is nothing to preload.
 */
export function withFirstOffer(html: string, files: ChunkFiles): string {
  const script = firstOfferScript(html, files);
  if (!script) return html;
  const at = [/<link\b[^>]*\brel="stylesheet"/i, /<\/head>/i, /<script\s+type="module"/i].map((place) => html.search(place)).find((i) => i >= 0) ?? -1;
  return at >= 0 ? `${html.slice(0, at)}${script}\n    ${html.slice(at)}` : html;
}
