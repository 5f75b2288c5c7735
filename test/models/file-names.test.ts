/** The name a document is kept and downloaded under follows the type its content was recognised as. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED_FILE_TYPES, fileNameForType, type AcceptedFileType } from '../../models/documents/files';

const EXTENSIONS: Record<AcceptedFileType, string[]> = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };
const PRINTABLE = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));

describe('fileNameForType', () => {
  it.each([
    ['polyglot.html', 'application/pdf', 'polyglot.pdf'],
    ['contrato.pdf.svg', 'application/pdf', 'contrato.pdf'],
    ['foto.JPEG', 'image/jpeg', 'foto.JPEG'],
    ['foto.png', 'image/jpeg', 'foto.jpg'],
    ['retrato', 'image/png', 'retrato.png'],
    ['.htaccess', 'application/pdf', '.htaccess.pdf'],
    ['', 'application/pdf', 'documento.pdf'],
  ] as const)('%s as %s → %s', (name, type, expected) => {
    expect(fileNameForType(name, type)).toBe(expected);
  });

  it('always ends with an extension of the recognised type, within 120 characters', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PRINTABLE), { maxLength: 200 }).map((a) => a.join('')), fc.constantFrom(...ACCEPTED_FILE_TYPES), (name, type) => {
        const out = fileNameForType(name, type);
        expect(out.length).toBeLessThanOrEqual(120);
        expect(EXTENSIONS[type]).toContain(out.slice(out.lastIndexOf('.') + 1).toLowerCase());
      }),
    );
  });
});
