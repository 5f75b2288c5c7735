/** Share: native share on a phone; on a desktop a menu with 'Enviar como mensagem' and 'Copiar a URL' and a toast. */
import type { DetailsScreenLabels } from '../../models/labels/details';
import { ShareContext, useShareEvents } from '../../machines/details-modal/details-modal.context';
import { selectShareStatus } from '../../machines/details-modal/share.machine';
import { HostedToast } from '../layout/toasts';
import * as styles from './details.css';

export function ShareControl({ labels }: { labels: DetailsScreenLabels }) {
  const status = ShareContext.useSelector(selectShareStatus);
  const events = useShareEvents();
  const menuOpen = status === 'menuOpen';
  return (
    <>
      <div className={styles.shareWrap} data-testid="share" data-status={status}>
        <button
          type="button"
          className={styles.ghostButton}
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? 'share-menu' : undefined}
          onClick={menuOpen ? events.close : events.open}
        >
          {labels.share.button}
        </button>
        {menuOpen ? (
          <div
            id="share-menu"
            className={styles.shareMenu}
            role="group"
            aria-label={labels.share.menu}
            onKeyDown={(e) => {
              if (e.key === 'Escape') events.close();
            }}
          >
            <button type="button" className={styles.menuItem} onClick={events.message}>
              {labels.offerDetails.shareAsMessage}
            </button>
            <button type="button" className={styles.menuItem} onClick={events.copy}>
              {labels.offerDetails.copyUrl}
            </button>
          </div>
        ) : null}
      </div>
      {/* In the app's toast host; the chart holds it for LINK_TOAST_MS (models/toasts.ts). */}
      <HostedToast open={status === 'copied'} onOpenChange={() => undefined} title={labels.offerDetails.linkCopied} duration={Number.POSITIVE_INFINITY} closeLabel={null} />
    </>
  );
}
