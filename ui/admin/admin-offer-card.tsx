/**
 * The admin card wrapper (spec 000 §2 "Card wrapper for admins", §4, 001 §6):
 * the offer's card with its validity ('Vigência'), its status by the spec's
 * priority, a tooltip with who created, edited and published it and when,
 * the person-type badge and the buttons of the action matrix. With three or
 * more buttons their labels hide (icon, accessible name and tooltip stay).
 * 'Excluir' asks first in the 'Deletar oferta' popup; the calls' toasts go to
 * the site's toast host (`toast.show`). Each card renders the admin offer
 * card actor it is given (the manager chart, and the showcase's list for an
 * offer admin, spawn one per offer); `snapshot.can` says which buttons are
 * enabled. On the admin page the offer's name and card open the editor; off
 * it (the showcase) the card is the showcase's own and 'Editar' leads there.
 */
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { defaultManagerLabels, type ManagerScreenLabels } from '../../models/labels/admin-manager';
import { cardOfferOf } from '../../models/showcase/card-projection';
import { offerMetadata, personTypeLabel, validityText } from '../../models/offer-admin/offer-manager';
import { allowedOfferActions, hideActionLabels, offerStatus, OFFER_ACTION_LABELS, OFFER_STATUS_LABELS, type OfferAction } from '../../models/offer/offer-status';
import { useAdminOfferCardEvents, useAdminOfferCardSelector } from '../../machines/admin-offer-card/admin-offer-card.context';
import { selectCardOffer, selectCardState, selectConfirmingRemoval, selectEnabled, selectOnAdminPage, type AdminOfferCardRef } from '../../machines/admin-offer-card/admin-offer-card.machine';
import { useChartToasts } from '../layout/toasts';
import { InfoIcon } from '../theme/info-icon';
import { DEFAULT_CARD_SETTINGS, OfferCard, type CardSettings } from '../showcase/offer-card';
import { ActionIcon } from './action-icons';
import { NavLink } from '../layout/nav-link';
import { ConfirmDialog } from '../layout/confirm-dialog';
import * as styles from './manager.css';

/** The tooltips of the admin cards: once around the page (or a test). Their toasts go to the site's one toast host (ui/layout/toasts.tsx). */
export function AdminCardProviders({ children }: { children: ReactNode }) {
  return <Tooltip.Provider delayDuration={200}>{children}</Tooltip.Provider>;
}

export interface AdminOfferCardViewProps {
  /** The card's actor (spawned by the offer manager chart). */
  actorRef: AdminOfferCardRef;
  labels?: ManagerScreenLabels;
  settings?: CardSettings;
  /** The editor's address of an offer (a real link: ctrl-click opens a new tab). */
  editorHref: (offerId: string) => string;
  /** Where 'Visualizar' shows the offer as a visitor sees it. */
  previewHref: (offerId: string) => string;
  /** Opens an address in this tab (the offer card's own button opens the editor). */
  onNavigate: (href: string) => void;
  /** The offer's card as the page shows it (the showcase's); by default the card opens the editor. */
  children?: ReactNode;
}

function Hint({ text, children }: { text: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className={styles.tooltip} sideOffset={6}>
          {text}
          <Tooltip.Arrow className={styles.tooltipArrow} />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export function AdminOfferCardView({
  actorRef: actor,
  labels = defaultManagerLabels,
  settings = DEFAULT_CARD_SETTINGS,
  editorHref,
  previewHref,
  onNavigate,
  children,
}: AdminOfferCardViewProps) {
  const events = useAdminOfferCardEvents(actor);
  const offer = useAdminOfferCardSelector(actor, selectCardOffer);
  const state = useAdminOfferCardSelector(actor, selectCardState);
  const enabled = useAdminOfferCardSelector(actor, selectEnabled, (a, b) => a.publish === b.publish && a.unpublish === b.unpublish && a.save === b.save && a.remove === b.remove);
  const confirming = useAdminOfferCardSelector(actor, selectConfirmingRemoval);
  const onAdminPage = useAdminOfferCardSelector(actor, selectOnAdminPage);
  // The card's success and failure toasts, in the app's toast host.
  useChartToasts(actor);
  const t = labels.offerAdmin;
  const status = offerStatus(offer);
  const name = `${labels.brandNames[offer.brand]} ${offer.modelShortName} ${offer.versionName} ${offer.offer.modelYear}`;
  const shown = allowedOfferActions(offer, { onAdminPage });
  const iconsOnly = hideActionLabels(shown.length);
  const titleId = `admin-card-${offer.id}`;
  const editor = editorHref(offer.id);

  const clicks: Partial<Record<OfferAction, () => void>> = {
    publish: events.publish,
    unpublish: events.unpublish,
    save: events.save,
    remove: events.askRemove,
  };
  const hrefs: Partial<Record<OfferAction, string>> = { edit: editor, view: previewHref(offer.id) };

  return (
    <article className={styles.wrapper} aria-labelledby={titleId} data-testid="admin-offer" data-offer-id={offer.id} data-status={status} data-state={state}>
      <div className={styles.wrapperHead}>
        <span className={styles.status[status]} data-testid="offer-status">
          {OFFER_STATUS_LABELS[status]}
        </span>
        <span className={styles.personBadge} data-testid="person-type">
          {personTypeLabel(offer.targetEntityType)}
        </span>
        <Hint
          text={
            <dl className={styles.metaList}>
              {offerMetadata(offer).map((line) => (
                <div key={line.label} style={{ display: 'contents' }}>
                  <dt className={styles.metaTerm}>{line.label}</dt>
                  <dd className={styles.metaValue}>{line.value}</dd>
                </div>
              ))}
            </dl>
          }
        >
          <button type="button" className={styles.infoButton} aria-label={`${labels.metadata}: ${offerMetadata(offer).map((l) => `${l.label} ${l.value}`).join('; ')}`}>
            <InfoIcon />
          </button>
        </Hint>
      </div>
      <p className={styles.validity}>
        <span className={styles.validityLabel}>{t.validity}</span>
        {validityText(offer)}
      </p>
      {onAdminPage ? (
        <NavLink id={titleId} className={styles.editorLink} href={editor} title={labels.openInEditor(name)} onNavigate={onNavigate}>
          {name}
        </NavLink>
      ) : (
        // Off the admin page the card below names the offer and opens it as a visitor's; 'Editar' (when the matrix allows it) leads to the editor.
        <p id={titleId} className={styles.visuallyHidden}>
          {name}
        </p>
      )}
      {children ?? <OfferCard offer={cardOfferOf(offer.offer)} labels={labels.card} settings={settings} onSelect={() => onNavigate(editor)} />}
      <div className={styles.actions} role="group" aria-label={labels.actionsOf(name)}>
        {shown.map((action) => {
          const label = OFFER_ACTION_LABELS[action];
          const content = (
            <>
              <ActionIcon action={action} />
              {iconsOnly ? null : <span>{label}</span>}
            </>
          );
          const className = `${styles.action[action]} ${iconsOnly ? styles.iconOnly : ''}`;
          const href = hrefs[action];
          const control = href ? (
            <NavLink className={className} href={href} aria-label={iconsOnly ? label : undefined} data-action={action} onNavigate={onNavigate}>
              {content}
            </NavLink>
          ) : (
            <button
              type="button"
              className={className}
              aria-label={iconsOnly ? label : undefined}
              data-action={action}
              disabled={!enabled[action as 'publish' | 'unpublish' | 'save' | 'remove']}
              onClick={clicks[action]}
            >
              {content}
            </button>
          );
          return iconsOnly ? (
            <Hint key={action} text={label}>
              {control}
            </Hint>
          ) : (
            <span key={action} style={{ display: 'contents' }}>
              {control}
            </span>
          );
        })}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t.deleteConfirm.title}
        cancelLabel={t.deleteConfirm.cancel}
        confirmLabel={t.deleteConfirm.confirm}
        tone="danger"
        onConfirm={events.confirmRemove}
        onCancel={events.cancelRemove}
        testId="delete-offer-dialog"
      >
        {/* The spec's question, then which offer it is about. */}
        <p>{t.deleteConfirm.text}</p>
        <p className={styles.dialogOfferName} data-testid="delete-offer-name">
          {name}
        </p>
      </ConfirmDialog>
    </article>
  );
}
