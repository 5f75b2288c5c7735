/**
 * The coupon field of the offer summary (spec 000 §4 "Coupon", 001 §5.4, §8):
 * rendered from the coupon chart. Enter validates; the button is disabled
 * while the name is empty; focusing a refused coupon resets the field. The
 * coupon applied shows (with 'Remover cupom') until it is replaced or
 * removed, whatever is typed or refused meanwhile. Editing a sent lead, the
 * field shows the lead's coupon (or says it has none) and takes no other.
 */
import { useId } from 'react';
import type { LeadScreenLabels } from '../../models/labels/lead';
import { discountsPlanPriceOnly } from '../../models/pricing/pricing';
import { useCouponEvents, useCouponSelector } from '../../machines/coupon/coupon.context';
import {
  selectBusy,
  selectCanApply,
  selectCanRemove,
  selectCoupon,
  selectErrorMessage,
  selectKept,
  selectName,
  selectStatus,
  selectWarning,
  type CouponActorRef,
} from '../../machines/coupon/coupon.machine';
import * as styles from './lead.css';

export function CouponField({ actorRef, labels }: { actorRef: CouponActorRef; labels: LeadScreenLabels }) {
  const status = useCouponSelector(actorRef, selectStatus);
  const name = useCouponSelector(actorRef, selectName);
  const coupon = useCouponSelector(actorRef, selectCoupon);
  const error = useCouponSelector(actorRef, selectErrorMessage);
  const warning = useCouponSelector(actorRef, selectWarning);
  const canApply = useCouponSelector(actorRef, selectCanApply);
  const busy = useCouponSelector(actorRef, selectBusy);
  const kept = useCouponSelector(actorRef, selectKept);
  const canRemove = useCouponSelector(actorRef, selectCanRemove);
  const events = useCouponEvents(actorRef);
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={styles.couponBox} data-testid="coupon-field" data-status={status}>
      <label htmlFor={id} className={styles.label}>
        {labels.coupon.placeholder}
      </label>
      <div className={styles.couponRow}>
        <input
          id={id}
          className={styles.input}
          value={name}
          autoComplete="off"
          maxLength={40}
          readOnly={busy}
          disabled={kept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || warning || kept ? messageId : undefined}
          onFocus={events.focus}
          onChange={(e) => events.type(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (canApply) events.apply();
            }
          }}
          style={{ flex: 1, textTransform: 'uppercase' }}
        />
        <button type="button" className={styles.ghostButton} disabled={!canApply} onClick={events.apply}>
          {labels.coupon.apply}
        </button>
      </div>
      {busy ? (
        <p className={styles.status} role="status">
          {labels.couponValidating}
        </p>
      ) : null}
      {coupon && !busy ? (
        <div data-testid="coupon-applied">
          <p className={styles.status} role="status" style={{ color: '#0a6b36' }}>
            {labels.couponApplied(coupon.name)}
          </p>
          <p className={styles.hint}>{coupon.description}</p>
          {discountsPlanPriceOnly(coupon) ? (
            <p className={styles.hint} data-testid="coupon-base">
              {labels.couponBase}
            </p>
          ) : null}
          {warning && !kept ? (
            <p id={messageId} className={styles.hint} data-testid="coupon-warning">
              {warning}
            </p>
          ) : null}
          {canRemove ? (
            <button type="button" className={styles.linkButton} onClick={events.remove}>
              {labels.couponRemove}
            </button>
          ) : null}
        </div>
      ) : null}
      {kept ? (
        <p id={messageId} className={styles.hint} data-testid="coupon-kept">
          {coupon ? labels.couponKept : labels.couponNoneKept}
        </p>
      ) : null}
      {error ? (
        <p id={messageId} className={styles.fieldError} role="alert" data-testid="coupon-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
