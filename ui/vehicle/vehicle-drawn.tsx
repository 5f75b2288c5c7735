/** The drawn vehicle of an offer (its model's shape, else its body type's), loaded when a picture first has no photo to show. */
import { vehicleShapeOf } from '../../models/offer/vehicle-body';
import type { Offer } from '../../models/offer/offer';
import { VehicleDrawing } from './vehicle-drawing';

export interface VehicleDrawnProps {
  offer: Pick<Offer, 'brand' | 'modelShortName' | 'category' | 'bodyType'>;
  rgb: string;
  secondaryRgb?: string | null | undefined;
  label: string;
  className: string;
}

export default function VehicleDrawn({ offer, rgb, secondaryRgb, label, className }: VehicleDrawnProps) {
  return <VehicleDrawing className={className} shape={vehicleShapeOf(offer)} rgb={rgb} secondaryRgb={secondaryRgb} label={label} />;
}
