/**
 * Sanitises authored HTML (the 'Saiba Mais' information page text) in the
 * browser: parsed inert by DOMParser, then rebuilt from an allow-list of
 * tags and attributes. Scripts, styles, event handlers, iframes and
 * `javascript:` links never survive; unknown tags keep only their text.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sup', 'sub', 'span',
  'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'textarea', 'select', 'button', 'input']);
const ALLOWED_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
};
const SAFE_URL = /^(https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** Drops control characters and spaces, which browsers ignore inside a URL scheme ('java\tscript:'). */
function stripControls(value: string): string {
  return Array.from(value)
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('');
}

function copyClean(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyClean(element, target, doc);
      continue;
    }
    const clean = doc.createElement(tag);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES[tag]?.has(name)) continue;
      const value = attr.value.trim();
      if (name === 'href' && !SAFE_URL.test(stripControls(value))) continue;
      clean.setAttribute(name, value);
    }
    if (tag === 'a' && clean.hasAttribute('href') && /^https?:/i.test(clean.getAttribute('href') ?? '')) {
      clean.setAttribute('rel', 'noopener noreferrer');
      clean.setAttribute('target', '_blank');
    }
    copyClean(element, clean, doc);
    target.appendChild(clean);
  }
}

export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyClean(parsed.body, container, out);
  return container.innerHTML;
}
