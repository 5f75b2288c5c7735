/**
 * A page's head written into the built `index.html` (pure: html, head →
 * html), so whatever else draws the page (its body, its inline scripts)
 * composes with it: the title, the meta description, the canonical link,
 * robots, Open Graph and Twitter card tags and the offer's JSON-LD
 * (models/app/page-head.ts builds what they say). Every value is escaped;
 * the JSON-LD cannot end its script (`<` is written `\u003c`). The JSON-LD
 * is data, not a script a browser runs, so the page's Content-Security-Policy
 * (hashes of its inline scripts) is unchanged.
 */
import type { PageHead } from '../../models/app/page-head';
import { pageHeadLabels } from '../../models/labels/page-head';

/** Text safe in an attribute's double quotes and in an element's content. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON safe inside a `<script>` element (no `</script>`, no `<!--`, no line separators). */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Marks the tags this module writes, so writing a head twice replaces the first. */
const MARK = 'data-head=""';

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" ${MARK} />`;

/** The tags a head adds to the page (besides its title and description). */
export function headTags(head: PageHead): string[] {
  const tags: string[] = [];
  if (!head.index) tags.push(meta('name', 'robots', 'noindex, nofollow'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${MARK} />`);
  if (head.index) {
    tags.push(meta('property', 'og:site_name', pageHeadLabels.siteName), meta('property', 'og:locale', 'pt_BR'), meta('property', 'og:type', head.type));
    if (head.title) tags.push(meta('property', 'og:title', head.title));
    tags.push(meta('property', 'og:description', head.description));
    if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
    tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
    if (head.title) tags.push(meta('name', 'twitter:title', head.title));
    tags.push(meta('name', 'twitter:description', head.description));
    if (head.image) {
      tags.push(
        meta('property', 'og:image', head.image.url),
        meta('property', 'og:image:type', 'image/png'),
        meta('property', 'og:image:width', String(head.image.width)),
        meta('property', 'og:image:height', String(head.image.height)),
        meta('property', 'og:image:alt', head.image.alt),
        meta('name', 'twitter:image', head.image.url),
        meta('name', 'twitter:image:alt', head.image.alt),
      );
    }
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json" ${MARK}>${jsonForScript(head.jsonLd)}</script>`);
  return tags;
}

/**
 * The page with its head: `lang="pt-BR"` on `<html>`, the title and the meta
 * description replaced (added when missing), and the head's tags right after
 * the description (any written before are replaced).
 */
export function withPageHead(html: string, head: PageHead): string {
  let out = html
    .replace(/\s*<script\b[^>]*\bdata-head=""[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/\s*<(?:meta|link)\b[^>]*\bdata-head=""[^>]*>/gi, '');
  out = /<html\b[^>]*\blang=/i.test(out) ? out.replace(/(<html\b[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, '$1"pt-BR"') : out.replace(/<html\b/i, '<html lang="pt-BR"');
  if (head.title) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title) : insertBeforeHeadEnd(out, title);
  }
  // The description, then the head's tags, early in the head: a preview's reader may read only the page's first bytes.
  const tags = [meta('name', 'description', head.description).replace(` ${MARK}`, ''), ...headTags(head)].join('\n    ');
  const existing = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/i;
  return existing.test(out) ? out.replace(existing, () => tags) : insertBeforeHeadEnd(out, tags);
}

function insertBeforeHeadEnd(html: string, text: string): string {
  const at = html.search(/<\/head>/i);
  if (at >= 0) return `${html.slice(0, at)}  ${text}\n  ${html.slice(at)}`;
  // A page with no head element (a test's minimal page): the tags go first after the doctype.
  const start = /^<!doctype[^>]*>/i.exec(html)?.[0].length ?? 0;
  return `${html.slice(0, start)}${text}${html.slice(start)}`;
}
