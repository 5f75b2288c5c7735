/**
 * Colour picker chart (spec 000 §2, §4): swatches of the selected plan's
 * colours, one selected; enabled only while the details step is shown.
 *
 *   enabled ──colourPicker.disable──▶ disabled ──colourPicker.enable──▶ enabled
 *   enabled: colour.select [offered, not selected] ──▶ enabled (reports colour.changed)
 *   configuration.changed (the parent's configuration, e.g. after a period change)
 *   replaces the list with the period's colours and the selection with the
 *   configuration's (kept category, else the first colour of the first one).
 */
import { assertEvent, assign, sendParent, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Colour } from '../../models/offer/offer';
import type { ConfigurationChanged } from '../configuration-changed';

export interface ColourPickerInput {
  colours: Colour[];
  selectedId: string | null;
  enabled: boolean;
}

export interface ColourPickerContext {
  colours: Colour[];
  selectedId: string | null;
  /** Whether the picker opens enabled (the details step is shown). */
  startsEnabled: boolean;
}

export type ColourPickerEvent =
  | { type: 'colour.select'; colorId: string }
  | ConfigurationChanged
  | { type: 'colourPicker.enable' }
  | { type: 'colourPicker.disable' };

export interface ColourChanged {
  type: 'colour.changed';
  colorId: string;
}

export const colourPickerMachine = setup({
  types: {
    input: {} as ColourPickerInput,
    context: {} as ColourPickerContext,
    events: {} as ColourPickerEvent,
  },
  guards: {
    startsEnabled: ({ context }) => context.startsEnabled,
    isOfferedAndNew: ({ context, event }) => {
      assertEvent(event, 'colour.select');
      return event.colorId !== context.selectedId && context.colours.some((c) => c.colorId === event.colorId);
    },
  },
  actions: {
    selectColour: assign(({ event }) => {
      assertEvent(event, 'colour.select');
      return { selectedId: event.colorId };
    }),
    replaceColours: assign(({ event }) => {
      assertEvent(event, 'configuration.changed');
      const { colours, config } = event.configuration;
      return { colours, selectedId: config.colorId };
    }),
    reportColour: sendParent(({ context }): ColourChanged => ({ type: 'colour.changed', colorId: context.selectedId ?? '' })),
  },
}).createMachine({
  id: 'colourPicker',
  context: ({ input }) => ({ colours: input.colours, selectedId: input.selectedId, startsEnabled: input.enabled }),
  initial: 'starting',
  on: {
    'configuration.changed': { actions: 'replaceColours' },
  },
  states: {
    starting: {
      always: [{ guard: 'startsEnabled', target: 'enabled' }, { target: 'disabled' }],
    },
    enabled: {
      on: {
        'colour.select': { guard: 'isOfferedAndNew', actions: ['selectColour', 'reportColour'] },
        'colourPicker.disable': 'disabled',
      },
    },
    disabled: {
      on: { 'colourPicker.enable': 'enabled' },
    },
  },
});

export type ColourPickerActorRef = ActorRefFrom<typeof colourPickerMachine>;
export type ColourPickerSnapshot = SnapshotFrom<typeof colourPickerMachine>;

export const selectColours = (s: ColourPickerSnapshot) => s.context.colours;
export const selectSelectedColourId = (s: ColourPickerSnapshot) => s.context.selectedId;
export const selectPickerEnabled = (s: ColourPickerSnapshot) => s.matches('enabled');
