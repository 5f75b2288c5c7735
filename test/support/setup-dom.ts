import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks scrollTo (the router's scroll restoration calls it).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => cleanup());

// findBy…/waitFor give up after 1 s by default: on a loaded CI machine (two test workers, the type check and a
// browser beside them) a render can take longer than that without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });
