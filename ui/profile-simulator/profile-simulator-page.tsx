/**
 * The profile simulator (`/simulador-de-perfil`, spec 000 §2 "Profile
 * simulator"): a thin renderer of its chart. Splash ('Vamos Lá'), one
 * question at a time (radio answers, 'Pergunta n de t', 'Voltar' from the
 * second, 'Próxima' once an answer is chosen, 'Reiniciar'), then the result:
 * its title, its HTML text (sanitised) and its buttons.
 */
import { RadioGroup } from 'radix-ui';
import { useEffect, useMemo, useRef } from 'react';
import type { CardOffer } from '../../models/showcase/api';
import { profileSimulatorLabels as t } from '../../models/labels/profile-simulator';
import { defaultShowcaseLabels } from '../../models/labels/showcase';
import { isSameSitePath } from '../../models/common/links';
import { formatBRL } from '../../models/common/money';
import type { ProfileResult } from '../../models/showcase/profile-simulator';
import { vehicleShapeOf } from '../../models/offer/vehicle-body';
import { useProfileSimulatorEvents, useProfileSimulatorSelector } from '../../machines/profile-simulator/profile-simulator.context';
import {
  selectCanGoBack,
  selectCanGoOn,
  selectChosen,
  selectIndex,
  selectIsLastQuestion,
  selectOffers,
  selectQuestion,
  selectResult,
  selectStatus,
  selectTotal,
} from '../../machines/profile-simulator/profile-simulator.machine';
import { sanitiseHtml } from '../content/sanitise-html';
import { NavLink, type Navigate } from '../layout/nav-link';
import { PageTitle } from '../layout/page-title';
import { brandThemes } from '../theme/theme.css';
import { VehicleDrawing } from '../vehicle/vehicle-drawing';
import * as styles from './profile-simulator.css';

export interface ProfileSimulatorPageProps {
  onNavigate?: Navigate;
}

export function ProfileSimulatorPage({ onNavigate }: ProfileSimulatorPageProps) {
  const status = useProfileSimulatorSelector(selectStatus);
  return (
    <section className={styles.page} aria-label={t.pageTitle} data-testid="profile-simulator" data-state={String(status)}>
      <PageTitle text={t.pageTitle} />
      {status === 'splash' ? <Splash /> : null}
      {status === 'loadingQuestions' ? (
        <p className={styles.status} role="status">
          {t.loading}
        </p>
      ) : null}
      {status === 'failed' ? <Failed /> : null}
      {status === 'questions' ? <Question /> : null}
      {status === 'result' ? <Result onNavigate={onNavigate} /> : null}
    </section>
  );
}

function SteeringWheelIcon() {
  return (
    <svg width="52" height="52" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="19" fill="none" stroke="currentColor" strokeWidth="4" />
      <circle cx="24" cy="24" r="5" fill="currentColor" />
      <path d="M6 21 C14 18 34 18 42 21 M24 29 L24 43 M20 26 L8 33 M28 26 L40 33" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

function Splash() {
  const events = useProfileSimulatorEvents();
  return (
    <div className={styles.splash}>
      <div className={styles.icon}>
        <SteeringWheelIcon />
      </div>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.subtext}>{t.subtext}</p>
      <button type="button" className={styles.primary} onClick={events.start}>
        {t.start}
      </button>
    </div>
  );
}

function Failed() {
  const events = useProfileSimulatorEvents();
  return (
    <div className={styles.failed}>
      <p className={styles.error} role="alert">
        {t.loadFailed}
      </p>
      <button type="button" className={styles.primary} onClick={events.retry}>
        {t.retry}
      </button>
    </div>
  );
}

function Question() {
  const question = useProfileSimulatorSelector(selectQuestion);
  const index = useProfileSimulatorSelector(selectIndex);
  const total = useProfileSimulatorSelector(selectTotal);
  const chosen = useProfileSimulatorSelector(selectChosen);
  const canGoOn = useProfileSimulatorSelector(selectCanGoOn);
  const canGoBack = useProfileSimulatorSelector(selectCanGoBack);
  const isLast = useProfileSimulatorSelector(selectIsLastQuestion);
  const events = useProfileSimulatorEvents();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new question takes the keyboard's and the screen reader's attention.
  useEffect(() => heading.current?.focus(), [index]);
  if (!question) return null;
  const headingId = `profile-question-${index}`;
  return (
    <div>
      <div className={styles.stepRow}>
        <p className={styles.step} data-testid="profile-step">
          {t.step(index + 1, total)}
        </p>
      </div>
      <div className={styles.progress} aria-hidden="true">
        <div className={styles.progressBar} style={{ width: `${((index + 1) / total) * 100}%` }} />
      </div>
      <h1 id={headingId} ref={heading} tabIndex={-1} className={styles.question}>
        {question.questionText}
      </h1>
      <RadioGroup.Root
        key={index}
        className={styles.answers}
        aria-labelledby={headingId}
        value={chosen === null ? '' : String(chosen)}
        onValueChange={(value) => events.choose(Number(value))}
      >
        {question.answers.map((a, i) => (
          <label key={`${index}-${i}`} className={styles.answer}>
            <RadioGroup.Item value={String(i)} className={styles.radio} aria-label={a.answerText ?? a.answerCode}>
              <RadioGroup.Indicator className={styles.radioDot} />
            </RadioGroup.Item>
            <span aria-hidden="true">{a.answerText ?? a.answerCode}</span>
          </label>
        ))}
      </RadioGroup.Root>
      <div className={styles.actions}>
        <button type="button" className={styles.restart} onClick={events.restart}>
          {t.restart}
        </button>
        <span className={styles.grow} />
        {canGoBack ? (
          <button type="button" className={styles.secondary} onClick={events.back}>
            {t.back}
          </button>
        ) : null}
        <button type="button" className={styles.primary} disabled={!canGoOn} onClick={events.next}>
          {isLast ? t.finish : t.next}
        </button>
      </div>
    </div>
  );
}

function Result({ onNavigate }: { onNavigate?: Navigate | undefined }) {
  const result = useProfileSimulatorSelector(selectResult);
  const events = useProfileSimulatorEvents();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const html = useMemo(() => (result ? sanitiseHtml(result.resultText) : ''), [result]);
  if (!result) return null;
  return (
    <div data-testid="profile-result">
      <p className={styles.eyebrow}>{t.resultEyebrow}</p>
      <h1 ref={heading} tabIndex={-1} className={styles.resultTitle}>
        {result.resultTitle}
      </h1>
      <div className={styles.resultText} dangerouslySetInnerHTML={{ __html: html }} />
      <ResultButtons buttons={result.resultButton} onNavigate={onNavigate} />
      <ResultOffers onNavigate={onNavigate} />
      <div className={styles.resultFooter}>
        <button type="button" className={styles.restart} onClick={events.restart}>
          {t.restart}
        </button>
      </div>
    </div>
  );
}

function ResultButtons({ buttons, onNavigate }: { buttons: ProfileResult['resultButton']; onNavigate?: Navigate | undefined }) {
  if (buttons.length === 0) return null;
  return (
    <div className={styles.resultButtons}>
      {buttons.map((b, i) => {
        const className = i === 0 ? styles.linkPrimary : styles.linkSecondary;
        return isSameSitePath(b.buttonUrl) ? (
          <NavLink key={b.buttonUrl + b.buttonLabel} className={className} href={b.buttonUrl} onNavigate={onNavigate}>
            {b.buttonLabel}
          </NavLink>
        ) : (
          <a key={b.buttonUrl + b.buttonLabel} className={className} href={b.buttonUrl} target="_blank" rel="noopener noreferrer">
            {b.buttonLabel}
          </a>
        );
      })}
    </div>
  );
}

const brandNames = defaultShowcaseLabels.brandNames;

/** The showcase's offers that match the result (a few cards, each to its details page); nothing while none. */
function ResultOffers({ onNavigate }: { onNavigate?: Navigate | undefined }) {
  const offers = useProfileSimulatorSelector(selectOffers);
  if (offers.length === 0) return null;
  return (
    <section className={styles.offers} aria-labelledby="profile-offers-title" data-testid="profile-offers">
      <h2 id="profile-offers-title" className={styles.offersTitle}>
        {t.offersTitle}
      </h2>
      <ul className={styles.offerList}>
        {offers.map((o) => (
          <ResultOffer key={o.id} offer={o} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

function ResultOffer({ offer, onNavigate }: { offer: CardOffer; onNavigate?: Navigate | undefined }) {
  const brand = brandNames[offer.brand];
  const name = `${brand} ${offer.modelShortName} ${offer.versionName}`;
  const colour = offer.colours[0];
  return (
    <li className={brandThemes[offer.brand]}>
      <article className={styles.offerCard} aria-label={name} data-testid="profile-offer">
        <VehicleDrawing
          className={styles.offerPicture}
          shape={vehicleShapeOf({ brand: offer.brand, modelShortName: offer.modelShortName, bodyType: offer.bodyType })}
          rgb={colour?.rgb ?? '#c9c9c9'}
          secondaryRgb={colour?.secondaryRgb ?? undefined}
          label={defaultShowcaseLabels.card.drawing(brand, offer.modelShortName, '')}
        />
        <p className={styles.offerBrand}>{brand}</p>
        <p className={styles.offerModel}>{offer.modelShortName}</p>
        <p className={styles.offerVersion}>{offer.versionName}</p>
        <p className={styles.offerPrice}>
          {t.offerFrom} <strong>{formatBRL(offer.price.monthly)}</strong>
          {t.perMonth}
        </p>
        <NavLink className={styles.offerLink} href={`/?offerId=${encodeURIComponent(offer.id)}`} onNavigate={onNavigate} aria-label={t.offerDetails(name)}>
          {t.seeDetails}
        </NavLink>
      </article>
    </li>
  );
}
