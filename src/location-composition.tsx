/**
 * The showcase's location picker with its chart and real actors, loaded after
 * the list (src/showcase-composition.tsx `ShowcaseLocationPicker`): the picker
 * tells the offer list the location chosen, and the browser keeps it.
 */
import { useMemo } from 'react';
import { logMessages } from '../models/labels/log';
import { createLocationPickerImplementations } from '../machines/location/location.actors';
import { LocationPickerContext } from '../machines/location/location.context';
import { locationPickerMachine } from '../machines/location/location.machine';
import { OfferListContext } from '../machines/offer-list/offer-list.context';
import { LocationPicker, type LocationPickerProps } from '../ui/showcase/location-picker';
import { useSite } from './site-context';
import { rememberLocation } from './browser-storage';
import type { Api } from '../services/api';
import type { OfferListRef } from '../machines/offer-list/offer-list.machine';


/** The showcase's location picker with its real actors: the browser keeps the city chosen, the offer list hears it. */
export function composeShowcaseLocation({ api, list }: { api: Api; list: Pick<OfferListRef, 'send'> }) {
  return locationPickerMachine.provide({
    ...createLocationPickerImplementations({ api }),
    actions: {
      rememberLocation: (_, { location }) => rememberLocation(location),
      announceLocation: (_, { location }) => list.send({ type: 'location.changed', location }),
      logLocationFailed: () => console.warn(logMessages.locationFailed),
    },
  });
}

export default function ShowcaseLocation(props: LocationPickerProps) {
  const site = useSite();
  const list = OfferListContext.useActorRef();
  const logic = useMemo(() => composeShowcaseLocation({ api: site.api, list }), [site.api, list]);
  return (
    <LocationPickerContext.Provider logic={logic}>
      <LocationPicker {...props} />
    </LocationPickerContext.Provider>
  );
}
