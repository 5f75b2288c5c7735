/** The drawn vehicle of an offer (its body type from its category), loaded when a picture first has no photo to show. */
import { bodyTypeOf } from '../../models/vehicle-body';
import type { Offer } from '../../models/offer';
import { VehicleDrawing } from './vehicle-drawing';

export interface VehicleDrawnProps {
  offer: Pick<Offer, 'category' | 'bodyType'>;
  rgb: string;
  secondaryRgb?: string | null | undefined;
  label: string;
  className: string;
}

export default function VehicleDrawn({ offer, rgb, secondaryRgb, label, className }: VehicleDrawnProps) {
  return <VehicleDrawing className={className} bodyType={bodyTypeOf(offer)} rgb={rgb} secondaryRgb={secondaryRgb} label={label} />;
}
