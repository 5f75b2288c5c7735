/**
 * Generated paths of the offer card chart (highlight rotation, colour change,
 * images waiting off the screen, loading and loaded), run against the real
 * card view (v1) on an actor the test owns: a fake image loader it resolves
 * or rejects, time that passes when a step sends the rotation's delayed
 * event, and an IntersectionObserver that reports the card near the screen
 * when a step says so.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import type { OfferImages } from '../../models/content/content-images';
import { showcaseLabels } from '../../models/labels/showcase';
import { offerCardMachine, selectedColour, type LoadImagesInput, type OfferCardEvent } from '../../machines/offer-card/offer-card.machine';
import { OfferCardView } from '../../ui/showcase/offer-card';
import { checkAssertions, reachedStates, recordExercised, resetExercised } from '../support/chart-paths';
import { unfiredTransitions } from '../support/chart-coverage';
import '../support/radix-dom';
import { titleCase } from '../../models/common/title-case';
import { SWATCHES_IN_VIEW } from '../../models/showcase/offer-card';
import type { CardOffer } from '../../models/showcase/api';
import { HIGHLIGHT_EVENT, cardInput, cardOffer, offerCardPlan } from './offer-card.paths';

type Executor = (step: { event: any; state: any }) => Promise<void> | void;

let running: Actor<typeof offerCardMachine> | undefined;
afterEach(() => running?.stop());

/** The browser's IntersectionObserver as the card uses it: `comeNear()` reports every observed element near the screen. */
class ScreenObserver {
  static live = new Set<ScreenObserver>();
  private readonly observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(el: Element) {
    this.observed.push(el);
    ScreenObserver.live.add(this);
  }
  disconnect() {
    ScreenObserver.live.delete(this);
  }
  static comeNear() {
    for (const o of [...ScreenObserver.live]) {
      o.callback(o.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry), o as unknown as IntersectionObserver);
    }
  }
}
const jsdomObserver = (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
beforeAll(() => void ((globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScreenObserver));
afterAll(() => void ((globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = jsdomObserver));
afterEach(() => ScreenObserver.live.clear());

function renderCard(highlightRotationMs = 600_000, offer: CardOffer = cardOffer) {
  const calls: { resolve: (v: OfferImages) => void; reject: (e: unknown) => void; input: LoadImagesInput }[] = [];
  const logic = offerCardMachine.provide({
    actors: { loadImages: fromPromise<OfferImages, LoadImagesInput>(({ input }) => new Promise((resolve, reject) => calls.push({ resolve, reject, input }))) },
    actions: { logImagesFailed: () => undefined },
  });
  const actor = createActor(logic, { input: { ...cardInput, offer, highlightRotationMs } }).start();
  running = actor;
  const selected: string[] = [];
  render(<OfferCardView actor={actor} offer={offer} onSelect={(id) => selected.push(id)} />);
  const next = async () => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    const latest = calls[calls.length - 1]!;
    calls.length = 0;
    return latest;
  };
  return { actor, next, calls, selected };
}

const user = userEvent.setup();
const card = () => screen.getByTestId('offer-card');

const images = () => screen.getByTestId('offer-image');

const stateAssertions = {
  'highlights.rotating': (snap: any) => {
    expect(screen.getByTestId('card-highlight').textContent).toBe(cardOffer.highlightsList[snap.context.highlightIndex]);
  },
  'highlights.paused': (snap: any) => {
    expect(screen.getByTestId('card-highlight').textContent).toBe(cardOffer.highlightsList[snap.context.highlightIndex]);
  },
  'images.offScreen': async (snap: any) => {
    // Nothing asked for yet: the car is drawn in its colour.
    await waitFor(() => expect(images().dataset.images).toBe('waiting'));
    const colour = selectedColour(snap.context)!;
    expect(within(images()).getByRole('img').getAttribute('aria-label')).toBe(showcaseLabels.card.drawing('Fiat', cardOffer.modelShortName, titleCase(colour.name)));
  },
  'images.loadingImages': async () => {
    await waitFor(() => expect(images().dataset.images).toBe('loading'));
    // Meanwhile the car is drawn, never a blank box (the drawings' code may still be on its way).
    await waitFor(() => expect(within(images()).getByRole('img', { name: showcaseLabels.card.loadingImages }).getAttribute('data-testid')).toBe('vehicle-drawing'));
  },
  'images.gallery': async (snap: any) => {
    await waitFor(() => expect(images().dataset.images).toBe('gallery'));
    expect(within(images()).getByRole('img').getAttribute('src')).toBe(snap.context.images.urls[snap.context.imageIndex]);
    expect(within(images()).getByRole('img').getAttribute('alt')).toContain(`imagem ${snap.context.imageIndex + 1} de ${snap.context.images.urls.length}`);
    expect(within(images()).getByRole('button', { name: showcaseLabels.card.nextImage })).toBeTruthy();
  },
  'images.profile': async (snap: any) => {
    await waitFor(() => expect(images().dataset.images).toBe('profile'));
    expect(within(images()).getByRole('img').getAttribute('src')).toBe(snap.context.images.urls[snap.context.imageIndex]);
  },
  'images.drawing': async (snap: any) => {
    await waitFor(() => expect(images().dataset.images).toBe('drawing'));
    const colour = selectedColour(snap.context)!;
    expect(within(images()).getByRole('img').getAttribute('aria-label')).toBe(showcaseLabels.card.drawing('Fiat', cardOffer.modelShortName, titleCase(colour.name)));
    expect(within(images()).queryByRole('button')).toBeNull();
  },
};

async function commonAssertions(snap: any) {
  const colour = selectedColour(snap.context)!;
  await waitFor(() => expect(screen.getByTestId('card-colour-name').textContent).toBe(showcaseLabels.card.colourName(titleCase(colour.name))));
  expect(screen.getByRole('radio', { name: showcaseLabels.card.colourName(titleCase(colour.name)) }).getAttribute('aria-checked')).toBe('true');
}

const withCommon = Object.fromEntries(
  Object.entries(stateAssertions).map(([key, fn]) => [
    key,
    async (snap: any) => {
      await (fn as (s: any) => unknown)(snap);
      if (key === 'highlights.rotating' || key === 'highlights.paused') await commonAssertions(snap);
    },
  ]),
);

function executors(h: ReturnType<typeof renderCard>) {
  return {
    'xstate.init': () => undefined,
    'xstate.done.actor.loadImages': async (step) => (await h.next()).resolve(step.event.output),
    'xstate.error.actor.loadImages': async () => (await h.next()).reject(new Error('Failed to build base car image url. Missing required parameters.')),
    [HIGHLIGHT_EVENT]: (step) => act(() => h.actor.send(step.event as OfferCardEvent)),
    'card.pauseHighlights': async () => user.hover(card()),
    'card.resumeHighlights': async () => user.unhover(card()),
    'card.selectColour': async (step) => {
      const colour = cardOffer.colours.find((c) => c.colorId === step.event.colourId)!;
      await user.click(screen.getByRole('radio', { name: showcaseLabels.card.colourName(titleCase(colour.name)) }));
      // The pointer stays on the card: leave it so the rotation is as the chart says.
      if (step.state.matches({ highlights: 'rotating' })) await user.unhover(card());
    },
    'card.nextImage': async () => user.click(screen.getByRole('button', { name: showcaseLabels.card.nextImage })),
    'card.previousImage': async () => user.click(screen.getByRole('button', { name: showcaseLabels.card.previousImage })),
    'card.nearScreen': () => act(() => ScreenObserver.comeNear()),
  } satisfies Record<OfferCardEvent['type'] | 'xstate.init' | 'xstate.done.actor.loadImages' | 'xstate.error.actor.loadImages' | typeof HIGHLIGHT_EVENT, Executor>;
}

describe('offer card chart: generated paths against the card view', () => {
  beforeAll(() => resetExercised(offerCardPlan.id));

  it('has an assertion for every state, reaches every state and fires every transition', () => {
    expect(checkAssertions(offerCardPlan, Object.keys(stateAssertions))).toEqual({ missing: [], unknown: [] });
    expect([...reachedStates(offerCardPlan)].sort()).toEqual([...offerCardPlan.states].sort());
    expect(unfiredTransitions(offerCardMachine, [offerCardPlan])).toEqual([]);
  });

  it.each(offerCardPlan.runs.map((t) => [t.name, t] as const))('%s', async (_key, transition) => {
    const harness = renderCard();
    await offerCardPlan.model.testPath(transition.path, { states: withCommon, events: executors(harness) });
    recordExercised(offerCardPlan.id, transition.keys);
  });
});

describe('offer card: real timing and requests', () => {
  it('rotates the highlights on the rotation delay, and asks for the colour’s images again on a colour change', async () => {
    const h = renderCard(30);
    act(() => ScreenObserver.comeNear());
    const first = await h.next();
    expect(first.input.colour?.colorId).toBe(cardOffer.colours[0]!.colorId);
    first.resolve({ kind: 'drawing' });
    await waitFor(() => expect(screen.getByTestId('card-highlight').textContent).toBe(cardOffer.highlightsList[1]));
    await waitFor(() => expect(screen.getByTestId('card-highlight').textContent).toBe(cardOffer.highlightsList[2]));
    await user.click(screen.getByRole('radio', { name: showcaseLabels.card.colourName(titleCase(cardOffer.colours[1]!.name)) }));
    const second = await h.next();
    expect(second.input.colour?.colorId).toBe(cardOffer.colours[1]!.colorId);
  });

  it('shows the colour arrows only when the swatches do not all fit; they step through the colours', async () => {
    const base = cardOffer.colours[0]!;
    const colours = (n: number) => Array.from({ length: n }, (_, i) => ({ ...base, colorId: `extra-${i}`, name: `COR ${i}` }));
    const few = { ...cardOffer, colours: colours(SWATCHES_IN_VIEW) };
    renderCard(600_000, few);
    expect(screen.getAllByRole('radio')).toHaveLength(SWATCHES_IN_VIEW);
    expect(screen.queryByRole('button', { name: showcaseLabels.card.nextColours })).toBeNull();
    cleanup();
    running?.stop();
    const many = { ...cardOffer, colours: colours(SWATCHES_IN_VIEW + 1) };
    const h = renderCard(600_000, many);
    act(() => ScreenObserver.comeNear());
    (await h.next()).resolve({ kind: 'drawing' });
    await user.click(screen.getByRole('button', { name: showcaseLabels.card.nextColours }));
    expect(screen.getByRole('radio', { name: showcaseLabels.card.colourName('Cor 1') }).getAttribute('aria-checked')).toBe('true');
  });

  it('a card off the screen asks for no photos until it comes near; a browser without IntersectionObserver asks at once', async () => {
    const h = renderCard();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(h.calls).toHaveLength(0);
    expect(images().dataset.images).toBe('waiting');
    act(() => ScreenObserver.comeNear());
    expect((await h.next()).input.colour?.colorId).toBe(cardOffer.colours[0]!.colorId);
    running?.stop();
    cleanup();

    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = undefined;
    try {
      const without = renderCard();
      expect((await without.next()).input.colour?.colorId).toBe(cardOffer.colours[0]!.colorId);
    } finally {
      (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = ScreenObserver;
    }
  });
  it('the details button reports the offer', async () => {
    const h = renderCard();
    await user.click(screen.getByTestId('card-details-button'));
    expect(h.selected).toEqual([cardOffer.id]);
  });
});
