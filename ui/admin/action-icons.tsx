/** The admin card's action icons, drawn (shown alone when three or more actions are offered). */
import type { OfferAction } from '../../models/offer/offer-status';

const paths: Record<OfferAction, string> = {
  // an arrow up out of a tray
  publish: 'M12 15V4M7 9l5-5 5 5M5 15v4h14v-4',
  // a crossed-out eye
  unpublish: 'M3 3l18 18M10.6 6.1A9.8 9.8 0 0 1 12 6c5 0 9 6 9 6a16 16 0 0 1-2.8 3.4M6.1 7.9C4.1 9.5 3 12 3 12s4 6 9 6c1.4 0 2.7-.4 3.9-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  // a floppy disk
  save: 'M5 4h11l3 3v13H5zM8 4v5h7V4M8 20v-6h8v6',
  // a pencil
  edit: 'M4 20h4L19 9l-4-4L4 16zM13.5 6.5l4 4',
  // an eye
  view: 'M3 12s4-6 9-6 9 6 9 6-4 6-9 6-9-6-9-6zM12 9.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  // a bin
  remove: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
};

export function ActionIcon({ action }: { action: OfferAction }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[action]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
