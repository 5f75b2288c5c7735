/**
 * The page drawn by the server: the app's tree (src/app.tsx) rendered to
 * HTML for an address the server draws (models/app/first-page.ts), from
 * the data the server computed (the showcase's first search). Built by
 * `vite build --ssr` into `dist-ssr/entry-server.js`; the server loads that
 * file by its path when it starts (server/http/server-render.ts), so the
 * server's own code imports nothing of the app.
 *
 * Nothing here calls the network: the charts are made, not started (their
 * actors start in the browser, after hydration), and show their first
 * snapshot, which the server's data puts in its ready state.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createActor } from 'xstate';
import type { FirstPageData } from '../models/app/first-page';
import { inspected } from '../machines/inspection';
import { SESSION_SYSTEM_ID } from '../machines/session/session.machine';
import { pageConfigOf, type MetaReader } from '../services/page-config';
import { App } from './app';
import { createAppRouter } from './router';
import { composeSession } from './session-provider';
import { siteOf } from './site';

export interface PageToRender {
  /** The address drawn (path and query). */
  url: string;
  /** The site's origin, as the browser sees it. */
  origin: string;
  /** The page's configuration block (`flua-config`) and meta tags, as the built page has them. */
  configText: string | null;
  meta: MetaReader;
  /** The data the page is drawn with; it travels in the page for the browser's charts. */
  firstPage: FirstPageData;
}

/**
 * React writes the elements it hoists into the document's head (the page's `<title>`, preload hints) first;
 * drawn into `#root`, they would stand where the browser's first render has none. The page's head is the
 * server's (its title and meta tags are written with the head), so they are left out.
 */
export function withoutHoisted(html: string): string {
  return html.replace(/^(?:<title>[^<]*<\/title>|<(?:link|meta)\b[^>]*\/?>)+/, '');
}

const asError = (value: unknown) => (value instanceof Error ? value : new Error('render failed', { cause: value }));

/** The HTML inside the page's `#root` for the address, once every part of it is drawn (lazy parts included). */
export async function renderPage(page: PageToRender): Promise<string> {
  const search = new URL(page.url, page.origin).search;
  const site = siteOf(page.configText, search, page.origin, pageConfigOf(page.meta));
  const router = createAppRouter(createMemoryHistory({ initialEntries: [page.url] }));
  // The session chart, made and never started: the page shows its first state (the browser's first render does too).
  const session = createActor(composeSession({ api: site.api, router }), inspected({ systemId: SESSION_SYSTEM_ID }));
  router.update({ ...router.options, context: { ...router.options.context, session } });
  await router.load();
  return new Promise<string>((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(withoutHoisted(html));
        done();
      },
    });
    let failed: unknown = null;
    const stream = renderToPipeableStream(<App site={site} router={router} session={session} firstPage={page.firstPage} />, {
      onAllReady: () => (failed === null ? stream.pipe(sink) : reject(asError(failed))),
      // Every part in place, in the order the browser reads it (no part sent apart and moved by an inline script).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: (error) => reject(asError(error)),
      // A part that fails would show only in the browser: the whole page is then drawn by the browser instead.
      onError: (error) => {
        failed ??= error;
      },
    });
  });
}
