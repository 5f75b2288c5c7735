import { offerDetailsEditPlan, offerDetailsOptionalsPlan, offerDetailsNewLayoutPlan } from './machines/offer-details.paths';
import { couponKeptPlan } from './machines/coupon.paths';
for (const plan of [couponKeptPlan, offerDetailsEditPlan, offerDetailsOptionalsPlan, offerDetailsNewLayoutPlan]) {
  console.log('==', plan.id, plan.runs.length);
  for (const r of plan.runs) console.log(' ', r.name, '|', r.path.steps.map((s:any)=>s.event.type + (s.event.period? ':'+s.event.period:'') + (s.event.optionalId!==undefined? ':'+s.event.optionalId:'')).join(' > '), '|', r.keys.join(' ; '));
}
