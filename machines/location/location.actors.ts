/** The location picker's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { CityAnswer, StateAnswer } from '../../models/dealer/location';
import type { Api } from '../../services/api';
import { currentPosition } from '../../services/browser-location';
import { getCities, getCity, getNearestCity, getStates } from '../../services/location';

export function createLocationPickerImplementations({ api }: { api: Api }) {
  const actors = {
    loadStates: fromPromise<StateAnswer[], void>(({ signal }) => getStates(api, signal)),
    loadCities: fromPromise<CityAnswer[], { stateCode: string }>(({ input, signal }) => getCities(api, input.stateCode, signal)),
    loadCity: fromPromise<CityAnswer[], { cityCode: string }>(({ input, signal }) => getCity(api, input.cityCode, signal)),
    // The browser's position, then the city of the nearest dealer (a refused position rejects with BrowserLocationRefused).
    locate: fromPromise<CityAnswer[], void>(async ({ signal }) => getNearestCity(api, await currentPosition(signal), signal)),
  };
  return { actors };
}
