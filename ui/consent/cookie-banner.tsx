/**
 * The cookie and tracking consent banner (machines/cookie-consent): 'Rejeitar
 * todos' and 'Aceitar todos' side by side, the same button; 'Personalizar'
 * lists the purposes (strictly necessary ones always on). It renders what the
 * chart's snapshot says and sends its events; loaded only when it shows.
 */
import { Checkbox } from 'radix-ui';
import { useEffect, useId, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { CONSENT_PURPOSES } from '../../models/tracking';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { CookieConsentContext, useCookieConsentEvents } from '../../machines/cookie-consent/cookie-consent.context';
import { selectConsentStatus, selectDraft, selectHasChoice } from '../../machines/cookie-consent/cookie-consent.machine';
import { buttonRecipe } from '../theme/controls.css';
import * as styles from './cookie-banner.css';

const t = cookieConsentLabels;

export interface CookieBannerProps {
  privacyHref: string;
}

export default function CookieBanner({ privacyHref }: CookieBannerProps) {
  const actor = CookieConsentContext.useActorRef();
  const status = useSelector(actor, selectConsentStatus);
  const draft = useSelector(actor, selectDraft, (a, b) => a.analytics === b.analytics && a.advertising === b.advertising);
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
          <fieldset className={styles.purposes}>
            <legend className={styles.legend}>{t.purposes.title}</legend>
            <Purpose name={t.purposes.necessary.name} description={t.purposes.necessary.description} checked disabled />
            {CONSENT_PURPOSES.map((purpose) => (
              <Purpose
                key={purpose}
                name={t.purposes[purpose].name}
                description={t.purposes[purpose].description}
                checked={draft[purpose]}
                onToggle={() => events.togglePurpose(purpose)}
              />
            ))}
          </fieldset>
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
            <button type="button" className={styles.textButton} onClick={events.customize}>
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

function Purpose({ name, description, checked, disabled, onToggle }: { name: string; description: string; checked: boolean; disabled?: boolean; onToggle?: () => void }) {
  const id = useId();
  return (
    <div className={styles.purpose}>
      <Checkbox.Root id={id} className={styles.checkbox} checked={checked} disabled={disabled} onCheckedChange={onToggle} aria-describedby={`${id}-text`}>
        <Checkbox.Indicator>✓</Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id} className={styles.purposeName}>
        {name}
        {disabled ? ` (${t.purposes.necessary.alwaysOn})` : ''}
      </label>
      <p id={`${id}-text`} className={styles.purposeText}>
        {description}
      </p>
    </div>
  );
}
