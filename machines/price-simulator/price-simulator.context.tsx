/**
 * The price simulator for React: the app provides the chart with its real
 * actors (`PriceSimulatorLogic.Provider`); the page runs it while shown.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useMemo } from 'react';
import type { SimulatorBlockEdit, SimulatorSellerField, SimulatorSellerForm } from '../../models/quotation/price-simulator';
import { priceSimulatorMachine, type PriceSimulatorRef, type PriceSimulatorSnapshot } from './price-simulator.machine';
import { inspected } from '../inspection';

export const PriceSimulatorLogic = createContext<typeof priceSimulatorMachine>(priceSimulatorMachine);

export function usePriceSimulator(seller?: Partial<SimulatorSellerForm>): PriceSimulatorRef {
  return useActorRef(useContext(PriceSimulatorLogic), inspected({ input: { seller } }));
}

export function usePriceSimulatorSelector<T>(actor: PriceSimulatorRef, selector: (s: PriceSimulatorSnapshot) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(actor, selector, compare);
}

export function usePriceSimulatorEvents(actor: PriceSimulatorRef) {
  return useMemo(
    () => ({
      editSeller: (field: SimulatorSellerField, value: string) => actor.send({ type: 'simulator.editSeller', field, value }),
      editBlock: (index: number, edit: SimulatorBlockEdit) => actor.send({ type: 'simulator.editBlock', index, edit }),
      issue: () => actor.send({ type: 'simulator.issue' }),
      confirm: () => actor.send({ type: 'simulator.confirm' }),
      cancel: () => actor.send({ type: 'simulator.cancel' }),
      dismiss: () => actor.send({ type: 'simulator.dismiss' }),
      retry: () => actor.send({ type: 'simulator.retry' }),
    }),
    [actor],
  );
}
