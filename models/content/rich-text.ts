/**
 * Authored rich text (the 'Saiba Mais' page, FAQ answers, optional and
 * additional descriptions): the one allow-list, applied by DOMPurify in the
 * browser (`ui/content/sanitise-html.ts`) and by sanitize-html on the server
 * (`server/content/sanitise-html.ts`, which needs no DOM emulation). Only
 * simple formatting survives; links go to
 * http(s), mailto, tel, a same-site path or an anchor; script-like elements
 * are dropped with their content; unknown elements keep only their text.
 */
import type { Config, DOMPurify } from 'dompurify';
import { compactAddress, isSameSitePath } from '../common/links';

export const RICH_TEXT_TAGS = [
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span',
  'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr',
  'table', 'thead', 'tbody', 'tr', 'th', 'td',
] as const;

export const RICH_TEXT_ATTRIBUTES = ['href', 'title', 'colspan', 'rowspan', 'scope'] as const;

/** Dropped together with everything inside them. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math',
  'form', 'textarea', 'select', 'button', 'input', 'title', 'head', 'audio', 'video', 'noembed', 'noframes', 'xmp', 'plaintext',
] as const;

/**
 * A link the product lets through: http(s), mailto, tel, an anchor, or a path
 * on this site. `//host` and `/\host` are other sites (browsers read a
 * backslash as a slash), and so are schemes hidden behind control characters.
 */
export function isSafeHref(raw: string): boolean {
  const compact = compactAddress(raw);
  if (/^(https?:|mailto:|tel:)/i.test(compact)) return true;
  if (compact.startsWith('#')) return true;
  return isSameSitePath(compact);
}

/** What a kept link adds: links to other sites open in a new tab without an opener. */
export const RICH_TEXT_NEW_TAB = { rel: 'noopener noreferrer', target: '_blank' } as const;

/** Does a kept link open in a new tab (`RICH_TEXT_NEW_TAB`)? Links to http(s) addresses do. */
export function opensInNewTab(href: string): boolean {
  return /^\s*https?:/i.test(href);
}

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES],
  FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * A sanitiser over a DOMPurify instance (the browser's, or one made over
 * jsdom in a test). Links outside `isSafeHref` lose their href; links to
 * other sites open in a new tab without an opener.
 */
export function createRichTextSanitiser(purify: DOMPurify): (html: string) => string {
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null) return;
    if (!isSafeHref(href)) {
      node.removeAttribute('href');
      return;
    }
    if (opensInNewTab(href)) {
      node.setAttribute('rel', RICH_TEXT_NEW_TAB.rel);
      node.setAttribute('target', RICH_TEXT_NEW_TAB.target);
    }
  });
  return (html: string) => purify.sanitize(html, { ...PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** Text of an HTML fragment, for searching. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Rich text with something to read. */
export function hasText(html: string | null | undefined): boolean {
  return typeof html === 'string' && textOf(html).length > 0;
}
