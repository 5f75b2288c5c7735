/** Payment information of a lead (spec 000 §3). Money in integer centavos; percentages as numbers. */
import { assign, nullable, object, optional, type Infer } from 'superstruct';
import { PaymentFigures } from '../offer/offer';
import { Coupon } from '../coupon/coupon-rules';

/** The figures (models/offer/offer.ts `PaymentFigures`) and the coupon they were priced with. */
export const PaymentInformation = assign(PaymentFigures, object({ coupon: optional(nullable(Coupon)) }));
export type PaymentInformation = Infer<typeof PaymentInformation>;

