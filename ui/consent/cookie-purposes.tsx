/**
 * The purposes' list of the cookie banner ('Personalizar'): strictly
 * necessary ones always on, analytics and advertising as the chart's draft
 * has them. Loaded when the banner opens it (ui/consent/cookie-banner.tsx).
 */
import { Checkbox } from 'radix-ui';
import { useId } from 'react';
import { useSelector } from '@xstate/react';
import { CONSENT_PURPOSES } from '../../models/common/tracking';
import { cookieConsentLabels } from '../../models/labels/cookie-consent';
import { CookieConsentContext, useCookieConsentEvents } from '../../machines/cookie-consent/cookie-consent.context';
import { selectDraft } from '../../machines/cookie-consent/cookie-consent.machine';
import * as styles from './cookie-banner.css';

const t = cookieConsentLabels;

export default function CookiePurposes() {
  const actor = CookieConsentContext.useActorRef();
  const draft = useSelector(actor, selectDraft, (a, b) => a.analytics === b.analytics && a.advertising === b.advertising);
  const events = useCookieConsentEvents();
  return (
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
