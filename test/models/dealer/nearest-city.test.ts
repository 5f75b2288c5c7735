/** "Usar minha localização" sends the server no more of where the visitor is than finding a city needs. */
import { describe, expect, it } from 'vitest';
import { nearestCityQueryString } from '../../../models/dealer/location';

describe('the nearest city query', () => {
  it('carries the position to 2 decimal places (about 1 km), never the browser’s full precision', () => {
    expect(nearestCityQueryString({ latitude: -23.5505199, longitude: -46.6333094 })).toBe('latitude=-23.55&longitude=-46.63');
    expect(nearestCityQueryString({ latitude: -3.1190275, longitude: -60.0217314 })).toBe('latitude=-3.12&longitude=-60.02');
  });
});
