/**
 * 'Seus consentimentos' on `/privacidade`: each of the signed-in customer's
 * leads with its consents per purpose (granted or not, since when, the text
 * version), each withdrawn ('Retirar') or given again ('Autorizar') at once,
 * with its history. A visitor is asked to sign in. It renders what the
 * privacy consents chart's snapshot says: a button is enabled when the chart
 * can take that change.
 */
import { useId } from 'react';
import { privacyCentreLabels } from '../../models/labels/privacy-centre';
import { formatDate, formatDateTime } from '../../models/common/format';
import type { ConsentChange, ConsentLead, CustomerConsent } from '../../models/privacy/privacy-consents';
import { usePrivacyConsents, usePrivacyConsentsEvents, usePrivacyConsentsSelector, type PrivacyConsentsRef } from '../../machines/privacy-consents/privacy-consents.context';
import {
  selectCanChange,
  selectCanRetryConsents,
  selectChanged,
  selectChanging,
  selectConsentLeads,
  selectConsentsStatus,
  selectFailedChange,
} from '../../machines/privacy-consents/privacy-consents.machine';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './privacy.css';

const t = privacyCentreLabels.consents;

const isThis = (c: ConsentChange | null, leadId: string, purpose: string) => c !== null && c.leadId === leadId && c.purpose === purpose;

export function PrivacyConsents({ signInHref, onNavigate }: { signInHref: string; onNavigate?: Navigate | undefined }) {
  const actor = usePrivacyConsents();
  const status = usePrivacyConsentsSelector(actor, selectConsentsStatus);
  const leads = usePrivacyConsentsSelector(actor, selectConsentLeads);
  const canRetry = usePrivacyConsentsSelector(actor, selectCanRetryConsents);
  const events = usePrivacyConsentsEvents(actor);

  if (status === 'signedOut') {
    return (
      <p className={styles.paragraph}>
        {t.signedOut}{' '}
        <NavLink className={styles.link} href={signInHref} onNavigate={onNavigate}>
          {t.signIn}
        </NavLink>
      </p>
    );
  }
  if (status === 'waitingForSession' || status === 'loading') {
    return (
      <p role="status" className={styles.paragraph}>
        {t.loading}
      </p>
    );
  }
  if (status === 'failed') {
    return (
      <div>
        <p role="alert" className={styles.loadError}>
          {t.loadFailed}
        </p>
        <button type="button" className={styles.retryButton} disabled={!canRetry} onClick={events.retry}>
          {t.retry}
        </button>
      </div>
    );
  }
  if (status === 'empty') return <p className={styles.paragraph}>{t.empty}</p>;
  return (
    <div data-testid="consent-leads">
      {leads.map((lead) => (
        <LeadConsents key={lead.leadId} actor={actor} lead={lead} />
      ))}
    </div>
  );
}

function LeadConsents({ actor, lead }: { actor: PrivacyConsentsRef; lead: ConsentLead }) {
  const headingId = useId();
  const changed = usePrivacyConsentsSelector(actor, selectChanged);
  const done = changed?.leadId === lead.leadId ? changed : null;
  const message = done ? (done.granted ? t.given : t.withdrawn)(t.purpose[done.purpose]) : '';
  return (
    <article className={styles.leadCard} aria-labelledby={headingId} data-testid="consent-lead">
      <h3 id={headingId} className={styles.leadTitle}>
        {t.leadTitle(lead.proposalCode, lead.title)}
      </h3>
      <p className={styles.leadMeta}>{t.leadMeta(formatDate(lead.createdAt), lead.dealerName)}</p>
      <ul className={styles.consentList}>
        {lead.consents.map((consent) => (
          <ConsentRow key={consent.purpose} actor={actor} leadId={lead.leadId} consent={consent} />
        ))}
      </ul>
      <p role="status" className={styles.liveMessage}>
        {message}
      </p>
    </article>
  );
}

function ConsentRow({ actor, leadId, consent }: { actor: PrivacyConsentsRef; leadId: string; consent: CustomerConsent }) {
  const nameId = useId();
  const events = usePrivacyConsentsEvents(actor);
  const wanted: ConsentChange = { leadId, purpose: consent.purpose, granted: !consent.granted };
  const can = usePrivacyConsentsSelector(actor, (s) => selectCanChange(s, wanted));
  const changing = isThis(usePrivacyConsentsSelector(actor, selectChanging), leadId, consent.purpose);
  const failed = usePrivacyConsentsSelector(actor, selectFailedChange);
  const error = isThis(failed, leadId, consent.purpose) ? failed!.error : null;
  return (
    <li className={styles.consentRow} data-testid="consent" data-purpose={consent.purpose} data-granted={String(consent.granted)}>
      <div>
        <span id={nameId} className={styles.consentName}>
          {t.purpose[consent.purpose]}
        </span>
        <span className={consent.granted ? styles.granted : styles.refused}>{consent.granted ? t.granted : t.refused}</span>
        <span className={styles.consentMeta}>{t.since(formatDateTime(consent.recordedAt), consent.textVersion)}</span>
      </div>
      <button type="button" className={styles.consentButton} aria-describedby={nameId} disabled={!can} onClick={() => events.change(wanted)}>
        {changing ? t.changing : consent.granted ? t.withdraw : t.give}
      </button>
      {error ? (
        <p role="alert" className={styles.consentError}>
          {error}
        </p>
      ) : null}
      {consent.history.length > 1 ? (
        <details className={styles.history}>
          <summary className={styles.summary}>{t.history}</summary>
          <ol className={styles.historyList}>
            {consent.history.map((e, i) => (
              <li key={`${e.at}-${i}`}>{t.historyEvent(e.granted, formatDateTime(e.at), e.actor === 'customer')}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </li>
  );
}
