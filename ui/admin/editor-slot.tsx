/**
 * PLACEHOLDER for the offer editor (ui/admin/offer-editor.tsx `OfferEditor`,
 * built beside this page). The manager shows it at `#/rental-offer/{id}` and
 * `#/rental-offer/new`; it takes the editor's props, so swapping it for the
 * real editor is one import in src/manager-route.tsx.
 */
import type { AdminOfferDetail } from '../../models/admin-offers';
import { managerLabels } from '../../models/labels';
import * as styles from './manager.css';

export interface OfferEditorSlotProps {
  /** The offer's id, or 'new'. */
  offerId: string;
  onClose: () => void;
  onSaved?: ((offer: AdminOfferDetail) => void) | undefined;
}

export function OfferEditorPlaceholder({ offerId, onClose }: OfferEditorSlotProps) {
  return (
    <section className={styles.page} aria-labelledby="editor-placeholder-title" data-testid="offer-editor-placeholder" data-offer-id={offerId}>
      <div className={styles.placeholder}>
        <h1 id="editor-placeholder-title" className={styles.heading}>
          {offerId}
        </h1>
        <p className={styles.intro}>{managerLabels.editorPending}</p>
        <button type="button" className={styles.primaryButton} onClick={onClose}>
          {managerLabels.backToGrid}
        </button>
      </div>
    </section>
  );
}
