import { describe, expect, it } from 'vitest';
import { BrowserLocationRefused } from '../../models/dealer/location';
import { currentPosition } from '../../services/browser-location';

type Geo = Pick<Geolocation, 'getCurrentPosition'>;
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const geoError = (code: number) => ({ code, message: '', PERMISSION_DENIED, POSITION_UNAVAILABLE, TIMEOUT: 3 }) as GeolocationPositionError;

describe('the browser’s position (the picker’s “use my location”)', () => {
  it('answers the latitude and longitude the browser gives', async () => {
    const geo: Geo = { getCurrentPosition: (ok) => ok({ coords: { latitude: -23.55, longitude: -46.63 } } as GeolocationPosition) };
    expect(await currentPosition(undefined, geo as Geolocation)).toEqual({ latitude: -23.55, longitude: -46.63 });
  });
  it('a refused permission, no position, or a browser without geolocation reject with BrowserLocationRefused', async () => {
    const denied: Geo = { getCurrentPosition: (_ok, fail) => fail?.(geoError(PERMISSION_DENIED)) };
    const unavailable: Geo = { getCurrentPosition: (_ok, fail) => fail?.(geoError(POSITION_UNAVAILABLE)) };
    await expect(currentPosition(undefined, denied as Geolocation)).rejects.toMatchObject({ name: 'BrowserLocationRefused', reason: 'denied' });
    await expect(currentPosition(undefined, unavailable as Geolocation)).rejects.toMatchObject({ reason: 'unavailable' });
    await expect(currentPosition(undefined, undefined)).rejects.toBeInstanceOf(BrowserLocationRefused);
  });
  it('a cancelled reading rejects with the cancel, not a refusal', async () => {
    const never: Geo = { getCurrentPosition: () => undefined };
    const controller = new AbortController();
    const reading = currentPosition(controller.signal, never as Geolocation);
    controller.abort();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
  });
});
