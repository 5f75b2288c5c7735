import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
// The toasts' drawing is a lazy chunk in the app (loaded when a toast comes, or when the page is idle). Loaded here
// once per worker, React's lazy() finds it at once: a toast shown for 1 s (the copied link) is on screen within that
// second however loaded the machine is, as in a browser that has already fetched the chunk.
import '../../ui/layout/toast-viewport';
import { memoizeDomAnswers } from './dom-memo';

// Labels' controls and computed styles kept until the document changes (dom-memo.ts): once per window.
// TEST_DOM_MEMO=off leaves jsdom as it is (to compare, or to rule the memo out).
if (process.env.TEST_DOM_MEMO !== 'off') memoizeDomAnswers(window);

// jsdom lacks scrollTo (the router's scroll restoration calls it).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => cleanup());

// findBy…/waitFor give up after 1 s by default: on a loaded CI machine (two test workers, the type check and a
// browser beside them) a render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

/*
 * The jsdom project shares one window per worker between test files (`isolate: false`): this file runs before each
 * of them, and after each puts back what a file may have changed, so that every file starts from the same window
 * whatever ran before it.
 */
type Patchable = Record<string, unknown>;
// What a test file fakes for itself. (The stubs of radix-dom.ts stay: that module runs once per worker.)
const patched: [Patchable, string][] = [
  [window as unknown as Patchable, 'matchMedia'],
  [HTMLElement.prototype as unknown as Patchable, 'getBoundingClientRect'],
];
const before = patched.map(([owner, key]) => [owner, key, Object.getOwnPropertyDescriptor(owner, key)] as const);
const startUrl = window.location.href;

afterAll(() => {
  vi.useRealTimers();
  for (const [owner, key, descriptor] of before) {
    if (descriptor) Object.defineProperty(owner, key, descriptor);
    else delete owner[key];
  }
  document.body.innerHTML = '';
  document.title = '';
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', startUrl);
});
