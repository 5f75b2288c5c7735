/**
 * The location picker's controls (state, then city, Confirmar), rendered
 * from a location picker actor: the showcase's own (location-picker.tsx) or
 * the one the lead step's dealer selector runs inline when it has no city.
 * 'Cancelar' shows only where the chart can cancel. A group, not a form: the
 * lead step draws it inside its own form, and forms do not nest.
 */
import { useId } from 'react';
import type { ShowcaseLabels } from '../../models/labels/showcase';
import { stateName } from '../../models/dealer/location';
import { useLocationPickerEvents, useLocationPickerSelector, type LocationPickerRef } from '../../machines/location/location.context';
import {
  selectCanCancel,
  selectCanLocate,
  selectCanConfirm,
  selectCities,
  selectPickerBusy,
  selectCityCode,
  selectPickerStatus,
  selectStateCode,
  selectStates,
} from '../../machines/location/location.machine';
import * as styles from './parts.css';

export interface LocationFormProps {
  actorRef: LocationPickerRef;
  texts: ShowcaseLabels['location'];
}

export function LocationForm({ actorRef, texts }: LocationFormProps) {
  const status = useLocationPickerSelector(actorRef, selectPickerStatus);
  const states = useLocationPickerSelector(actorRef, selectStates);
  const cities = useLocationPickerSelector(actorRef, selectCities);
  const stateCode = useLocationPickerSelector(actorRef, selectStateCode);
  const cityCode = useLocationPickerSelector(actorRef, selectCityCode);
  const canConfirm = useLocationPickerSelector(actorRef, selectCanConfirm);
  const canCancel = useLocationPickerSelector(actorRef, selectCanCancel);
  const canLocate = useLocationPickerSelector(actorRef, selectCanLocate);
  const busy = useLocationPickerSelector(actorRef, selectPickerBusy);
  const events = useLocationPickerEvents(actorRef);
  const id = useId();
  return (
    <div className={styles.pickerForm} role="group" aria-label={texts.title} aria-busy={busy} data-testid="location-form">
      <label className={styles.field} htmlFor={`${id}-state`}>
        {texts.state}
        <select id={`${id}-state`} className={styles.select} value={stateCode ?? ''} disabled={states.length === 0} onChange={(e) => events.selectState(e.target.value)}>
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
      <label className={styles.field} htmlFor={`${id}-city`}>
        {texts.city}
        <select id={`${id}-city`} className={styles.select} value={cityCode ?? ''} disabled={cities.length === 0} onChange={(e) => events.selectCity(e.target.value)}>
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
      <button type="button" className={styles.smallButton} disabled={!canConfirm} onClick={events.confirm}>
        {texts.confirm}
      </button>
      <button type="button" className={styles.ghostButton} disabled={!canLocate} onClick={events.locate}>
        {texts.useMyLocation}
      </button>
      {canCancel ? (
        <button type="button" className={styles.ghostButton} onClick={events.cancel}>
          {texts.cancel}
        </button>
      ) : null}
      {busy ? (
        <p role="status" className={styles.muted}>
          {texts.loading}
        </p>
      ) : null}
      {status === 'locationRefused' ? (
        <p role="alert" className={styles.muted}>
          {texts.enableLocation}
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
    </div>
  );
}
