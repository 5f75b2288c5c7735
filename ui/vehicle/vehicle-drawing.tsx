/**
 * The drawn vehicle of a model (models/offer/vehicle-body.ts: its own proportions,
 * or its body type's), its body tinted with the colour's rgb (two-tone roof
 * with secondaryRgb); glass, tyres, lights and trims keep their own colours.
 * The whole car always fits the picture: nothing is cropped.
 */
import { useId } from 'react';
import { CANVAS, fillColour, vehicleLayers, type VehicleLayer, type VehicleShape } from '../../models/offer/vehicle-body';

export interface VehicleDrawingProps {
  shape: VehicleShape;
  rgb: string;
  secondaryRgb?: string | null | undefined;
  label: string;
  className?: string;
}

export function VehicleDrawing({ shape, rgb, secondaryRgb, label, className }: VehicleDrawingProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const layers = vehicleLayers(shape);
  const gradients: { key: string; layer: VehicleLayer }[] = [];
  const fills = layers.map((layer, i) => {
    if (!layer.fill) return 'none';
    if (layer.fill.kind === 'vertical') {
      const key = `${id}-g${i}`;
      gradients.push({ key, layer });
      return `url(#${key})`;
    }
    return fillColour(layer.fill, rgb, secondaryRgb);
  });
  return (
    <svg
      className={className}
      viewBox={`0 0 ${CANVAS.width} ${CANVAS.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-label={label}
      data-body-type={shape.body}
      data-model={shape.id}
      data-colour={rgb}
      data-testid="vehicle-drawing"
    >
      <defs>
        {gradients.map(({ key, layer }) => {
          const stops = layer.fill?.kind === 'vertical' ? layer.fill.stops : [];
          const top = stops[0]?.y ?? 0;
          const bottom = stops[stops.length - 1]?.y ?? CANVAS.height;
          return (
            <linearGradient key={key} id={key} gradientUnits="userSpaceOnUse" x1="0" y1={top} x2="0" y2={bottom}>
              {stops.map((s) => (
                <stop key={s.y} offset={bottom === top ? 0 : (s.y - top) / (bottom - top)} stopColor={s.rgb} stopOpacity={s.alpha} />
              ))}
            </linearGradient>
          );
        })}
      </defs>
      {layers.map((layer, i) => {
        const fill = fills[i];
        if (fill === null) return null;
        const solid = typeof fill === 'object' ? fill : null;
        return (
          <path
            key={i}
            d={layer.d}
            data-part={layer.part}
            fill={solid ? solid.rgb : (fill as string)}
            fillOpacity={solid && solid.alpha < 1 ? solid.alpha : undefined}
            stroke={layer.stroke ? layer.stroke.rgb : undefined}
            strokeOpacity={layer.stroke && layer.stroke.alpha < 1 ? layer.stroke.alpha : undefined}
            strokeWidth={layer.stroke?.width}
            strokeLinejoin={layer.stroke ? 'round' : undefined}
            strokeLinecap={layer.stroke ? 'round' : undefined}
          />
        );
      })}
    </svg>
  );
}
