/**
 * The server's rich-text sanitiser: DOMPurify over a jsdom window, with the
 * same allow-list the browser applies (`models/content/rich-text.ts`). Authored HTML
 * is sanitised before it is served, and again in the browser before it is shown.
 */
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { createRichTextSanitiser } from '../../models/content/rich-text';

const { window } = new JSDOM('');

export const sanitiseHtml = createRichTextSanitiser(createDOMPurify(window));
