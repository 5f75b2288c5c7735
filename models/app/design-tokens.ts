/**
 * The site's own colours (the Flua! theme every page starts from, before a
 * brand's theme): one home for the screen's theme (ui/theme/theme.css.ts)
 * and for what the server draws, such as the PDFs, so a document looks like
 * the site it came from.
 */
export const SITE_COLOURS = {
  brand: '#3a1a78',
  brandStrong: '#24104d',
  onBrand: '#ffffff',
  text: '#1d1d1f',
  muted: '#595959',
  border: '#d9d9de',
} as const;
