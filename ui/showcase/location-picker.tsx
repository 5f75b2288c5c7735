/**
 * Where the visitor is, as the offer list knows it, and the picker to change
 * it (state, then city). A location fixed by the address's dealer or a
 * seller's edit cannot be changed here.
 */
import { useId } from 'react';
import { LocationPickerContext, useLocationPickerEvents, useLocationPickerSelector } from '../../machines/location/location.context';
import { selectPickerStatus } from '../../machines/location/location.machine';
import { LocationBar, type LocationLineProps } from './location-bar';
import { LocationForm } from './location-form';
import * as styles from './parts.css';

export type LocationPickerProps = LocationLineProps;

export function LocationPicker({ location, locked, texts }: LocationPickerProps) {
  const actorRef = LocationPickerContext.useActorRef();
  const status = useLocationPickerSelector(actorRef, selectPickerStatus);
  const events = useLocationPickerEvents(actorRef);
  const id = useId();
  const closed = status === 'closed' || status === 'starting';
  return (
    <LocationBar location={location} locked={locked} texts={texts} titleId={`${id}-title`}>
      {!locked && closed ? (
        <button type="button" className={styles.linkButton} onClick={() => events.open(location?.stateCode ?? null)}>
          {location ? texts.change : texts.choose}
        </button>
      ) : null}
      {!locked && !closed ? <LocationForm actorRef={actorRef} texts={texts} /> : null}
    </LocationBar>
  );
}
