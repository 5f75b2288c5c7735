/** Payment information of a lead (spec 000 §3). Money in integer centavos; percentages as numbers. */
import { integer, max, min, nullable, number, object, optional, type Infer } from 'superstruct';
import { Centavos } from '../offer/offer';
import { Coupon } from '../coupon/coupon-rules';

export const PaymentInformation = object({
  initialPaymentAmount: Centavos,
  initialPaymentPercentage: max(min(number(), 0), 100),
  discountAmount: Centavos,
  discountPercentage: max(min(number(), 0), 100),
  monthlyInstallments: min(integer(), 1),
  monthlyPaymentAmount: Centavos,
  coupon: optional(nullable(Coupon)),
});
export type PaymentInformation = Infer<typeof PaymentInformation>;
