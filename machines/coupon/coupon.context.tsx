/** The coupon actor for React: hooks over an actor ref (the chart runs beside the lead form). */
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { CouponActorRef, CouponSnapshot } from './coupon.machine';

export function useCouponSelector<T>(ref: CouponActorRef, selector: (s: CouponSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(ref, selector, compare);
}

export function useCouponEvents(ref: CouponActorRef) {
  return useMemo(
    () => ({
      type: (name: string) => ref.send({ type: 'coupon.type', name }),
      apply: () => ref.send({ type: 'coupon.apply' }),
      remove: () => ref.send({ type: 'coupon.remove' }),
      focus: () => ref.send({ type: 'coupon.focus' }),
    }),
    [ref],
  );
}
