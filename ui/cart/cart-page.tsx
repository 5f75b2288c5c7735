/**
 * The shopping cart of cart mode: a thin renderer of the cart chart (the
 * app's one cart actor). Each offer added with 'Adicionar ao carrinho', its
 * plan price, its configured monthly price, its months and its total
 * (plan price × months, models/lead/cart.ts), the cart's total, 'Remover', and the
 * cart's own step: 'Enviar à concessionária' (or, for an offer read from the
 * browser's storage, 'Abrir a oferta'), then the offers sent with their codes.
 */
import { useSelector } from '@xstate/react';
import { cartEntryTotal, type ShoppingCartEntry } from '../../models/lead/cart';
import type { CartLabels } from '../../models/labels/cart';
import { formatBRL } from '../../models/common/money';
import { SHOWCASE_PATH } from '../../models/app/pages';
import { ShoppingCartContext, useShoppingCartEvents } from '../../machines/shopping-cart/shopping-cart.context';
import {
  selectCartCount,
  selectCartEntries,
  selectCanRemoveEntry,
  selectCanSendEntry,
  selectCartSent,
  selectCartStatus,
  selectCartTotal,
  selectEntryFailure,
  selectEntryHasLead,
  selectEntrySending,
} from '../../machines/shopping-cart/shopping-cart.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './cart.css';
import { PageTitle } from '../layout/page-title';

export function CartPage({ labels, onNavigate }: { labels: CartLabels; onNavigate?: Navigate | undefined }) {
  const actor = ShoppingCartContext.useActorRef();
  const status = useSelector(actor, selectCartStatus);
  const entries = useSelector(actor, selectCartEntries);
  const total = useSelector(actor, selectCartTotal);
  const sent = useSelector(actor, selectCartSent);
  return (
    <section className={styles.page} aria-labelledby="cart-title" data-testid="cart-page" data-status={status}>
      <PageTitle text={labels.title} />
      <h1 id="cart-title" className={styles.title}>
        {labels.title}
      </h1>
      <p className={styles.subtitle}>{labels.subtitle}</p>
      <p className={styles.subtitle} data-testid="cart-how-sending">
        {labels.howSending}
      </p>
      {sent.length > 0 ? (
        <section className={styles.sentBox} aria-labelledby="cart-sent-title" data-testid="cart-sent">
          <h2 id="cart-sent-title" className={styles.sentTitle}>
            {labels.sentTitle}
          </h2>
          <ul className={styles.sentList}>
            {sent.map((s) => (
              <li key={s.proposalCode}>{labels.sentEntry(s.title, s.proposalCode)}</li>
            ))}
          </ul>
          <p className={styles.subtitle}>{labels.toProposals}</p>
        </section>
      ) : null}
      {status === 'filled' ? (
        <>
          <ul className={styles.list} aria-label={labels.entries}>
            {entries.map((entry, index) => (
              // The same offer may be added twice: its place in the cart tells the entries apart.
              <CartEntryItem key={index} entry={entry} index={index} labels={labels} onNavigate={onNavigate} />
            ))}
          </ul>
          <p className={styles.totalBar} role="status">
            <span>{labels.total}</span>
            <span className={styles.totalValue} data-testid="cart-total">
              {formatBRL(total)}
            </span>
          </p>
        </>
      ) : (
        <p className={styles.empty} role="status" data-testid="cart-empty">
          {labels.empty}
        </p>
      )}
      <NavLink className={styles.back} href={SHOWCASE_PATH} onNavigate={onNavigate}>
        {labels.backToOffers}
      </NavLink>
    </section>
  );
}

/** One entry of the cart, enabled entry by entry as the chart answers. */
function CartEntryItem({ entry, index, labels, onNavigate }: { entry: ShoppingCartEntry; index: number; labels: CartLabels; onNavigate?: Navigate | undefined }) {
  const actor = ShoppingCartContext.useActorRef();
  const sending = useSelector(actor, selectEntrySending(index));
  const failure = useSelector(actor, selectEntryFailure(index));
  const hasLead = useSelector(actor, selectEntryHasLead(index));
  const canSend = useSelector(actor, selectCanSendEntry(index));
  const canRemove = useSelector(actor, selectCanRemoveEntry(index));
  const events = useShoppingCartEvents();
  return (
    <li className={styles.entry} data-testid="cart-entry">
      <div>
        <p className={styles.entryTitle}>{entry.title}</p>
        <p className={styles.entrySubtitle}>{entry.subtitle}</p>
        <dl className={styles.facts}>
          <dt className={styles.term}>{labels.planPrice}</dt>
          <dd className={styles.value} data-testid="cart-plan-price">
            {formatBRL(entry.planPrice)}
          </dd>
          <dt className={styles.term}>{labels.months}</dt>
          <dd className={styles.value} data-testid="cart-months">
            {labels.monthsCount(entry.unit)}
          </dd>
          <dt className={styles.term}>{labels.monthPrice}</dt>
          <dd className={styles.value} data-testid="cart-month-price">
            {formatBRL(entry.monthPrice)}
          </dd>
        </dl>
      </div>
      <div className={styles.entrySide}>
        <p className={styles.entryTotal}>
          {labels.entryTotal}
          <span className={styles.entryTotalValue} data-testid="cart-entry-total">
            {formatBRL(cartEntryTotal(entry))}
          </span>
          <span className={styles.rule}>{labels.entryTotalRule(formatBRL(entry.planPrice), entry.unit)}</span>
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.remove}
            aria-label={labels.removeEntry(entry.title)}
            disabled={!canRemove}
            onClick={() => events.remove(index)}
          >
            {labels.remove}
          </button>
          {hasLead ? (
            <button
              type="button"
              className={styles.send}
              aria-label={sending ? labels.sending : labels.sendEntry(entry.title)}
              disabled={!canSend}
              onClick={() => events.send(index)}
              data-testid="cart-send"
            >
              {sending ? labels.sending : labels.send}
            </button>
          ) : entry.address ? (
            <NavLink className={styles.openOffer} href={entry.address} onNavigate={onNavigate} data-testid="cart-open-offer">
              {labels.openOffer}
            </NavLink>
          ) : null}
        </div>
      </div>
      {hasLead ? null : (
        <p className={styles.note} data-testid="cart-reopen-note">
          {labels.reopenToSend}
        </p>
      )}
      {failure !== null ? (
        <p className={styles.failure} role="alert" data-testid="cart-send-failure">
          {failure}
        </p>
      ) : null}
    </li>
  );
}

/** The header's link to the cart, with how many offers it holds. */
export function CartLink({ labels, href, onNavigate }: { labels: CartLabels; href: string; onNavigate?: Navigate | undefined }) {
  const actor = ShoppingCartContext.useActorRef();
  const count = useSelector(actor, selectCartCount);
  return (
    <NavLink className={styles.headerLink} href={href} onNavigate={onNavigate} aria-label={labels.headerLinkCount(count)} data-testid="cart-link">
      {labels.headerLink}
      <span className={styles.count} aria-hidden="true">
        ({count})
      </span>
    </NavLink>
  );
}
