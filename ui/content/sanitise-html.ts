/** The browser's rich-text sanitiser: DOMPurify with the product's one allow-list (`models/content/rich-text.ts`). */
import DOMPurify from 'dompurify';
import { createRichTextSanitiser } from '../../models/content/rich-text';

export const sanitiseHtml = createRichTextSanitiser(DOMPurify);
