/**
 * The server's rich-text sanitiser: sanitize-html (a parser, no DOM
 * emulation) with the options derived from the one allow-list the browser's
 * DOMPurify applies (`models/content/rich-text.ts`). Authored HTML is sanitised
 * before it is served, and again in the browser before it is shown;
 * test/server/sanitise-html.test.ts checks that both give the same result.
 */
import sanitizeHtml, { type IOptions, type Transformer } from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_NEW_TAB,
  RICH_TEXT_TAGS,
  isSafeHref,
  opensInNewTab,
} from '../../models/content/rich-text';

/** A link keeps its href only when `isSafeHref`; one to another site opens in a new tab without an opener. */
const link: Transformer = (tagName, attribs) => {
  const kept = { ...attribs };
  delete kept.rel;
  delete kept.target;
  const href = kept.href;
  if (href === undefined) return { tagName, attribs: kept };
  if (!isSafeHref(href)) {
    delete kept.href;
    return { tagName, attribs: kept };
  }
  return { tagName, attribs: opensInNewTab(href) ? { ...kept, ...RICH_TEXT_NEW_TAB } : kept };
};

/** The serialiser a browser uses writes a no-break space in text as `&nbsp;`. */
const NO_BREAK_SPACE = /\u00a0/g;

const OPTIONS: IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { '*': [...RICH_TEXT_ATTRIBUTES], a: [...RICH_TEXT_ATTRIBUTES, ...Object.keys(RICH_TEXT_NEW_TAB)] },
  // Unknown elements keep their text; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  // `isSafeHref` decides (in `link`); these only keep sanitize-html's own check from being looser.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  selfClosing: ['br', 'hr'],
  transformTags: { a: link },
  textFilter: (text) => text.replace(NO_BREAK_SPACE, '&nbsp;'),
};

export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
