/**
 * What the server drew the page with (models/app/first-page.ts), for the
 * charts that start from it.
 */
import { createContext, useContext } from 'react';
import { FIRST_PAGE_DATA_ID, parseFirstPageData, type FirstPageData } from '../models/app/first-page';

export const FirstPageContext = createContext<FirstPageData | null>(null);

/** The server's data for the first page, or null (a page the browser draws alone). */
export function useFirstPage(): FirstPageData | null {
  return useContext(FirstPageContext);
}

/** The data block the server wrote into the page, read once at start. */
export function readFirstPage(doc: Document = document): FirstPageData | null {
  return parseFirstPageData(doc.getElementById(FIRST_PAGE_DATA_ID)?.textContent);
}
