/**
 * The browser tab's title of a page ('Página não encontrada | Flua!'): React
 * puts the `<title>` in the document's head while the page shows and takes it
 * away after, so the page the person is on names the tab. One page renders
 * one.
 */
import { siteLabels } from '../../models/labels/site';

export function PageTitle({ text }: { text: string }) {
  return <title>{siteLabels.titles.of(text)}</title>;
}
