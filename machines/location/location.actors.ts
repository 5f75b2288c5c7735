/** The location picker's real actors, over services/. */
import { fromPromise } from 'xstate';
import type { CityAnswer, StateAnswer } from '../../models/dealer/location';
import type { Api } from '../../services/api';
import { getCities, getCity, getStates } from '../../services/location';

export function createLocationPickerImplementations({ api }: { api: Api }) {
  const actors = {
    loadStates: fromPromise<StateAnswer[], void>(({ signal }) => getStates(api, signal)),
    loadCities: fromPromise<CityAnswer[], { stateCode: string }>(({ input, signal }) => getCities(api, input.stateCode, signal)),
    loadCity: fromPromise<CityAnswer[], { cityCode: string }>(({ input, signal }) => getCity(api, input.cityCode, signal)),
  };
  return { actors };
}
