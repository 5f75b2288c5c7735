/**
 * Share: native share on a phone; on a desktop a menu with 'Enviar como
 * mensagem' (it says it opens WhatsApp) and 'Copiar a URL' and a toast. The
 * menu is Radix's: it closes on Escape, on a click outside and when the page
 * moves on, and keeps the focus in order.
 */
import { DropdownMenu } from 'radix-ui';
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
        <DropdownMenu.Root modal={false} open={menuOpen} onOpenChange={(open) => (open ? events.open() : events.close())}>
          <DropdownMenu.Trigger className={styles.ghostButton}>{labels.share.button}</DropdownMenu.Trigger>
          <DropdownMenu.Content id="share-menu" className={styles.shareMenu} align="end" sideOffset={6}>
            <DropdownMenu.Item className={styles.menuItem} onSelect={events.message}>
              {labels.offerDetails.shareAsMessage}
              <span className={styles.menuItemHint}>{labels.share.viaWhatsapp}</span>
            </DropdownMenu.Item>
            <DropdownMenu.Item className={styles.menuItem} onSelect={events.copy}>
              {labels.offerDetails.copyUrl}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Root>
      </div>
      {/* In the app's toast host; the chart holds it for LINK_TOAST_MS (models/common/toasts.ts). */}
      <HostedToast open={status === 'copied'} onOpenChange={() => undefined} title={labels.offerDetails.linkCopied} duration={Number.POSITIVE_INFINITY} closeLabel={null} />
    </>
  );
}
