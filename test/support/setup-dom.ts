import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom lacks scrollTo (the router's scroll restoration calls it).
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
afterEach(() => cleanup());
