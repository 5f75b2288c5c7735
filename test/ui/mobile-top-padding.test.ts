import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MOBILE_TOP_PADDING } from '../../ui/theme/breakpoints';

/** Spec 001 §9 "mobile top padding 10px". */
describe('the mobile top padding', () => {
  it('is 10px, and the page header takes it on a phone', () => {
    expect(MOBILE_TOP_PADDING).toBe(10);
    // jsdom applies no stylesheet: the header's mobile rule is read from its style source.
    const source = readFileSync(join(__dirname, '../../ui/layout/app-shell.css.ts'), 'utf8');
    const header = source.slice(source.indexOf('export const header = style('));
    expect(header.slice(0, header.indexOf('});'))).toContain('[media.mobile]: { padding: `${MOBILE_TOP_PADDING}px 12px`');
  });
});
