/**
 * The cookie and tracking consent banner (machines/cookie-consent): 'Rejeitar
 * todos' and 'Aceitar todos' side by side, the same button; 'Personalizar'
 * lists the purposes (strictly necessary ones always on). It renders what the
 * chart's snapshot says and sends its events. It is part of the first load (on
 * a first visit it is the first thing a visitor reads); the purposes' list, with
 * its checkboxes, is loaded when 'Personalizar' opens it.
 */
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { CookieConsentContext, useCookieConsentEvents } from '../../machines/cookie-consent/cookie-consent.context';
import { selectConsentStatus, selectHasChoice } from '../../machines/cookie-consent/cookie-consent.machine';
import { buttonRecipe } from '../theme/controls.css';
import * as styles from './cookie-banner.css';

const purposesChunk = () => import('./cookie-purposes');
const CookiePurposes = lazy(purposesChunk);
/** Starts loading the purposes' list before it is asked for. */
const loadPurposes = () => void purposesChunk();

const t = cookieConsentLabels;

export interface CookieBannerProps {
  privacyHref: string;
}

export default function CookieBanner({ privacyHref }: CookieBannerProps) {
  const actor = CookieConsentContext.useActorRef();
  const status = useSelector(actor, selectConsentStatus);
  const hasChoice = useSelector(actor, selectHasChoice);
  const events = useCookieConsentEvents();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const customizing = status === 'customizing';
  // Opened from the footer (a choice exists): the banner takes the focus; on a first visit it does not.
  useEffect(() => {
    if (customizing && hasChoice) titleRef.current?.focus();
  }, [customizing, hasChoice]);
  if (status !== 'undecided' && status !== 'customizing') return null;
  const canClose = actor.getSnapshot().can({ type: 'consent.close' });
  const equal = buttonRecipe({ tone: 'primary', size: 'medium' });
  return (
    <section className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
      <div className={styles.inner}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.title}>
          {t.banner.title}
        </h2>
        <p className={styles.text}>
          {t.banner.text}{' '}
          <a className={styles.link} href={privacyHref} target="_blank" rel="noopener">
            {t.banner.policy}
          </a>
        </p>
        {customizing ? (
          <Suspense fallback={null}>
            <CookiePurposes />
          </Suspense>
        ) : null}
        <div className={styles.actions}>
          <button type="button" className={`${equal} ${styles.choice}`} onClick={events.rejectAll}>
            {t.banner.rejectAll}
          </button>
          <button type="button" className={`${equal} ${styles.choice}`} onClick={events.acceptAll}>
            {t.banner.acceptAll}
          </button>
          {customizing ? (
            <button type="button" className={styles.textButton} onClick={events.save}>
              {t.banner.save}
            </button>
          ) : (
            // Pointing at 'Personalizar' (or tabbing to it) starts loading the list it opens.
            <button type="button" className={styles.textButton} onClick={events.customize} onPointerEnter={loadPurposes} onFocus={loadPurposes}>
              {t.banner.customize}
            </button>
          )}
          {customizing && canClose ? (
            <button type="button" className={styles.textButton} onClick={events.close}>
              {t.banner.close}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
