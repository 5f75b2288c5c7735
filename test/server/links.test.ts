/**
 * Links to another site dressed as paths of this one: `/\evil.example` (a
 * browser reads the backslash as a slash), `//evil.example`, and the same
 * behind tabs, line breaks or spaces. The server's rich-text sanitiser drops
 * their href, the site's configured links refuse them, and the address to
 * return to after signing in falls back to the showcase.
 */
import { JSDOM } from 'jsdom';
import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../models/account/auth';
import { isSameSitePath } from '../../models/common/links';
import { Link } from '../../models/app/site-config';
import { sanitiseHtml } from '../../server/content/sanitise-html';

const OTHER_SITES = [
  '/\\evil.example',
  '/\\\\evil.example',
  '\\/evil.example',
  '//evil.example',
  ' /\\evil.example',
  '/\t/evil.example',
  '/\n\\evil.example',
  '/&#92;evil.example',
  '/&#x5C;evil.example',
];
const SAME_SITE = ['/ofertas', '/ofertas/fiat?x=1#y', '/'];

/** The href a browser would follow from the sanitised HTML, resolved against this site. */
function followed(html: string): string | null {
  const { window } = new JSDOM(`<body>${html}</body>`, { url: 'https://flua.example/ofertas' });
  const a = window.document.querySelector('a');
  return a?.hasAttribute('href') ? a.href : null;
}

describe('links to another site', () => {
  it.each(OTHER_SITES)('the rich-text sanitiser drops the href %j', (href) => {
    const clean = sanitiseHtml(`<p><a href="${href}">veja</a></p>`);
    expect(clean).toBe('<p><a>veja</a></p>');
    expect(followed(clean)).toBeNull();
  });

  it.each(SAME_SITE)('the rich-text sanitiser keeps the path %j on this site', (href) => {
    const clean = sanitiseHtml(`<a href="${href}">veja</a>`);
    expect(new URL(followed(clean)!).origin).toBe('https://flua.example');
  });

  it.each(OTHER_SITES.filter((h) => !h.includes('&')))('a configured link refuses %j', (href) => {
    expect(is(href, Link)).toBe(false);
    expect(isSameSitePath(href)).toBe(false);
    expect(safeRedirect(href)).toBe('/');
  });

  it('a configured link takes a path of this site or an http(s) address', () => {
    for (const href of [...SAME_SITE, 'https://apps.apple.com/br/app/flua/id1', 'http://flua.example/x']) expect(is(href, Link)).toBe(true);
    expect(safeRedirect('/ofertas/fiat')).toBe('/ofertas/fiat');
  });
});
