/**
 * The cookie consent chart for the whole app (it runs the tracking actor,
 * systemId 'tracking'), started with the stored choice. The banner shows at
 * once when no choice is stored (it is part of the first load: on a first visit
 * it is the page's largest text), else when the footer's 'Cookies' opens it.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { CookieConsentContext, useCookieConsentEvents } from '../machines/cookie-consent/cookie-consent.context';
import { selectConsentStatus } from '../machines/cookie-consent/cookie-consent.machine';
import { cookieConsentLogic } from '../machines/cookie-consent/cookie-consent.actors';
import { cookieConsentLabels } from '../models/labels/cookie-consent';
import { PRIVACY_PATH } from '../models/app/pages';
import { readConsentChoice } from '../services/tracking';
import CookieBanner from '../ui/consent/cookie-banner';
import * as styles from '../ui/layout/app-shell.css';
import { useSite } from './site-context';


export function ConsentProvider({ children }: { children: ReactNode }) {
  const site = useSite();
  const logic = useMemo(() => cookieConsentLogic(site.api), [site.api]);
  const [input] = useState(() => ({ stored: readConsentChoice() }));
  return (
    <CookieConsentContext.Provider logic={logic} options={{ input }}>
      {children}
      <ConsentBanner />
    </CookieConsentContext.Provider>
  );
}

function ConsentBanner() {
  const actor = CookieConsentContext.useActorRef();
  const status = useSelector(actor, selectConsentStatus);
  if (status !== 'undecided' && status !== 'customizing') return null;
  return <CookieBanner privacyHref={PRIVACY_PATH} />;
}

/** The footer's 'Cookies': reopens the banner to change the choice. */
export function CookieSettingsLink() {
  const events = useCookieConsentEvents();
  return (
    <button type="button" className={styles.footerLink} onClick={events.reopen}>
      {cookieConsentLabels.footerLink}
    </button>
  );
}
