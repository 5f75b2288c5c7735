/**
 * Where the visitor is, as the offer list knows it, and the picker to change
 * it (state, then city). A location fixed by the address's dealer or a
 * seller's edit cannot be changed here.
 */
import { useId } from 'react';
import { stateName } from '../../models/location';
import { useLocationPickerEvents, useLocationPickerSelector } from '../../machines/location/location.context';
import {
  selectCanConfirm,
  selectCities,
  selectCityCode,
  selectPickerStatus,
  selectStateCode,
  selectStates,
} from '../../machines/location/location.machine';
import { LocationBar, type LocationLineProps } from './location-bar';
import * as styles from './parts.css';

export type LocationPickerProps = LocationLineProps;

export function LocationPicker({ location, locked, texts }: LocationPickerProps) {
  const status = useLocationPickerSelector(selectPickerStatus);
  const states = useLocationPickerSelector(selectStates);
  const cities = useLocationPickerSelector(selectCities);
  const stateCode = useLocationPickerSelector(selectStateCode);
  const cityCode = useLocationPickerSelector(selectCityCode);
  const canConfirm = useLocationPickerSelector(selectCanConfirm);
  const events = useLocationPickerEvents();
  const id = useId();
  const busy = status === 'loadingStates' || status === 'loadingCities' || status === 'confirmingCity';

  return (
    <LocationBar location={location} locked={locked} texts={texts} titleId={`${id}-title`}>
      {!locked && status === 'closed' ? (
        <button type="button" className={styles.linkButton} onClick={() => events.open(location?.stateCode ?? null)}>
          {location ? texts.change : texts.choose}
        </button>
      ) : null}
      {!locked && status !== 'closed' ? (
        <form
          className={styles.pickerForm}
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault();
            events.confirm();
          }}
        >
          <label className={styles.field}>
            {texts.state}
            <select
              className={styles.select}
              value={stateCode ?? ''}
              disabled={states.length === 0}
              onChange={(e) => events.selectState(e.target.value)}
            >
              <option value="" disabled>
                {texts.selectState}
              </option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name || stateName(s.code)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            {texts.city}
            <select
              className={styles.select}
              value={cityCode ?? ''}
              disabled={cities.length === 0}
              onChange={(e) => events.selectCity(e.target.value)}
            >
              <option value="" disabled>
                {texts.selectCity}
              </option>
              {cities.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.smallButton} disabled={!canConfirm}>
            {texts.confirm}
          </button>
          <button type="button" className={styles.ghostButton} onClick={events.cancel}>
            {texts.cancel}
          </button>
          {busy ? (
            <p role="status" className={styles.muted}>
              {texts.loading}
            </p>
          ) : null}
          {status === 'failed' ? (
            <p role="alert" className={styles.muted}>
              {texts.failed}{' '}
              <button type="button" className={styles.linkButton} onClick={events.retry}>
                {texts.retry}
              </button>
            </p>
          ) : null}
        </form>
      ) : null}
    </LocationBar>
  );
}
