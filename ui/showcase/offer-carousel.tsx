/**
 * Carousel mode of the offer list: slides of 3 cards (1 on mobile), a step of
 * 1200 px (370 px on mobile) per slide, a 1200 ms transition; optional
 * arrows, bullets, arrow keys and swipe. Only the current slide is
 * reachable by keyboard and screen readers; the region is busy while it slides
 * (moves asked for then are ignored).
 */
import { useRef, type ReactNode } from 'react';
import type { CardOffer } from '../../models/showcase/api';
import { type ShowcaseLabels } from '../../models/labels/showcase';
import { useOfferListEvents, useOfferListSelector } from '../../machines/offer-list/offer-list.context';
import {
  selectCanNextSlide,
  selectCanPreviousSlide,
  selectPerSlide,
  selectSlideCount,
  selectSlideTotal,
  selectSlideIndex,
  selectSliding,
} from '../../machines/offer-list/offer-list.machine';
import * as styles from './parts.css';
import { vars } from '../theme/theme.css';

export interface OfferCarouselProps {
  offers: readonly CardOffer[];
  renderCard: (offer: CardOffer) => ReactNode;
  texts: ShowcaseLabels['list'];
  arrows: boolean;
  stepPx: number;
  transitionMs: number;
}

const SWIPE_PX = 40;

/**
 * The slide as wide as the window lets the step be (the step itself where it fits, the window less
 * 10 px a side where it does not), so a slide is never cut; its padding puts the cards on the edges
 * of the page column (the large content width, or the window, less a gutter a side).
 */
const slideWidth = (stepPx: number) => `min(${stepPx}px, 100vw - 20px)`;
const slideInset = (stepPx: number) =>
  `max(0px, (${slideWidth(stepPx)} - min(${vars.contentWidth.large} - 2 * ${vars.space.gutter}, 100vw - 2 * ${vars.space.gutter})) / 2)`;

export function OfferCarousel({ offers, renderCard, texts, arrows, stepPx, transitionMs }: OfferCarouselProps) {
  const index = useOfferListSelector(selectSlideIndex);
  const count = useOfferListSelector(selectSlideCount);
  const total = useOfferListSelector(selectSlideTotal);
  const perSlide = useOfferListSelector(selectPerSlide);
  const canNext = useOfferListSelector(selectCanNextSlide);
  const canPrevious = useOfferListSelector(selectCanPreviousSlide);
  const sliding = useOfferListSelector(selectSliding);
  const events = useOfferListEvents();
  const pointer = useRef<{ x: number; y: number } | null>(null);

  const slides = Array.from({ length: count }, (_, i) => offers.slice(i * perSlide, i * perSlide + perSlide));
  return (
    <div
      className={`${styles.carousel} ${styles.carouselFocus}`}
      role="region"
      aria-roledescription="carrossel"
      aria-label={texts.carousel}
      tabIndex={0}
      data-testid="offer-carousel"
      data-slide={index}
      aria-busy={sliding}
      style={{ width: `calc(${slideWidth(stepPx)})`, marginLeft: `calc(50% - ${slideWidth(stepPx)} / 2)` }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') {
          e.preventDefault();
          events.nextSlide();
        } else if (e.key === 'ArrowLeft') {
          e.preventDefault();
          events.previousSlide();
        }
      }}
      onPointerDown={(e) => {
        pointer.current = { x: e.clientX, y: e.clientY };
      }}
      onPointerUp={(e) => {
        const start = pointer.current;
        pointer.current = null;
        if (!start) return;
        const dx = e.clientX - start.x;
        if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - start.y)) return;
        if (dx < 0) events.nextSlide();
        else events.previousSlide();
      }}
      onPointerCancel={() => {
        pointer.current = null;
      }}
    >
      <div
        className={styles.track}
        style={{ transform: `translateX(calc(${-index} * ${slideWidth(stepPx)}))`, transition: `transform ${transitionMs}ms ease` }}
      >
        {slides.map((cards, i) => (
          <div
            key={i}
            className={styles.slide}
            style={{ width: `calc(${slideWidth(stepPx)})`, paddingInline: `calc(${slideInset(stepPx)})` }}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slide(i + 1, total)}
            aria-hidden={i !== index}
            inert={i !== index}
            data-testid="carousel-slide"
          >
            <ul className={styles.slideGrid} style={{ gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))` }}>
              {cards.map((offer) => (
                <li key={offer.id}>{renderCard(offer)}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className={styles.carouselControls}>
        {arrows ? (
          <button type="button" className={styles.arrow} aria-label={texts.previousSlide} disabled={!canPrevious} onClick={events.previousSlide}>
            ‹
          </button>
        ) : null}
        <ul className={styles.bullets}>
          {slides.map((_, i) => (
            <li key={i}>
              <button
                type="button"
                className={styles.bullet}
                aria-label={texts.goToSlide(i + 1)}
                aria-current={i === index}
                onClick={() => events.goToSlide(i)}
              />
            </li>
          ))}
        </ul>
        {arrows ? (
          <button type="button" className={styles.arrow} aria-label={texts.nextSlide} disabled={!canNext} onClick={events.nextSlide}>
            ›
          </button>
        ) : null}
      </div>
      <p className={styles.muted} role="status" style={{ textAlign: 'center', fontSize: 13 }}>
        {texts.slide(index + 1, total)}
      </p>
    </div>
  );
}
