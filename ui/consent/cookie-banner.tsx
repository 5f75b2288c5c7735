/**
 * The cookie and tracking consent banner (machines/cookie-consent): 'Rejeitar
 * todos' and 'Aceitar todos' side by side, the same button; 'Personalizar'
 * lists the purposes (strictly necessary ones always on). It renders what the
 * chart's snapshot says and sends its events. It is part of the first load (on
 * a first visit it is the first thing a visitor reads); the purposes' list, with
 * its checkboxes, is loaded when 'Personalizar' opens it.
 */
import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, type RefObject } from 'react';
import { useSelector } from '@xstate/react';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { CookieConsentContext, useCookieConsentEvents } from '../../machines/cookie-consent/cookie-consent.context';
import { selectConsentStatus, selectHasChoice } from '../../machines/cookie-consent/cookie-consent.machine';
import { CONSENT_SPACE_PROPERTY } from '../theme/consent-space';
import { buttonRecipe } from '../theme/controls.css';
import * as styles from './cookie-banner.css';

const purposesChunk = () => import('./cookie-purposes');
const CookiePurposes = lazy(purposesChunk);
/** Starts loading the purposes' list before it is asked for. */
const loadPurposes = () => void purposesChunk();

const t = cookieConsentLabels;

/**
 * While the banner shows, the page keeps its height free at its foot (ui/theme/consent-space.ts): the banner is
 * measured before the first paint and again whenever it changes size (the purposes' list opening, a rotated phone).
 */
function useReservedFoot(banner: RefObject<HTMLElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty(CONSENT_SPACE_PROPERTY, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    reserve();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reserve) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(CONSENT_SPACE_PROPERTY);
    };
  }, [banner, shown]);
}

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
  const bannerRef = useRef<HTMLElement>(null);
  const customizing = status === 'customizing';
  const shown = status === 'undecided' || customizing;
  useReservedFoot(bannerRef, shown);
  // Opened from the footer (a choice exists): the banner takes the focus; on a first visit it does not.
  useEffect(() => {
    if (customizing && hasChoice) titleRef.current?.focus();
  }, [customizing, hasChoice]);
  if (!shown) return null;
  const canClose = actor.getSnapshot().can({ type: 'consent.close' });
  const equal = buttonRecipe({ tone: 'primary', size: 'medium' });
  return (
    <section ref={bannerRef} className={styles.banner} aria-labelledby={titleId} data-testid="cookie-banner">
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
