/**
 * The privacy centre (a chunk of its own: the showcase's first visit does not
 * carry its text): the policy, the customer's consents (their chart hears the
 * one session actor), the data subject's requests, and the cookie choice
 * reopened from the page.
 */
import { useMemo } from 'react';
import { AUTH_PATHS } from '../models/account/auth';
import { privacyCentreLabels } from '../models/labels/privacy-centre';
import { privacyRequestLabels } from '../models/labels/privacy-requests';
import { PRIVACY_PATH } from '../models/app/pages';
import { createPrivacyConsentsImplementations } from '../machines/privacy-consents/privacy-consents.actors';
import { PrivacyConsentsLogic } from '../machines/privacy-consents/privacy-consents.context';
import { privacyConsentsMachine } from '../machines/privacy-consents/privacy-consents.machine';
import { SessionContext } from '../machines/session/session.context';
import { PrivacyConsents } from '../ui/privacy/privacy-consents';
import { PrivacyPage } from '../ui/privacy/privacy-page';
import { cookieButton } from '../ui/privacy/privacy.css';
import { CookieConsentContext, useCookieConsentEvents } from '../machines/cookie-consent/cookie-consent.context';
import { useAppNavigate } from './navigation';
import { PrivacyRequestsComposition } from './privacy-requests-composition';
import { authHref } from './session-provider';
import { useSite } from './site-context';
import type { Api } from '../services/api';
import type { SessionRef } from '../machines/session/session.machine';

/** The customer's consents with their real actors, hearing the session. */
export function composePrivacyConsents({ api, session }: { api: Api; session: SessionRef }) {
  return privacyConsentsMachine.provide(createPrivacyConsentsImplementations({ api, session }));
}

export function PrivacyRoute() {
  const navigate = useAppNavigate();
  const site = useSite();
  const session = SessionContext.useActorRef();
  const consents = useMemo(() => composePrivacyConsents({ api: site.api, session }), [site.api, session]);
  return (
    <PrivacyConsentsLogic.Provider value={consents}>
      <PrivacyPage
        onNavigate={navigate}
        consents={<PrivacyConsents signInHref={authHref(AUTH_PATHS.signIn, PRIVACY_PATH)} onNavigate={navigate} />}
        requests={{ title: privacyRequestLabels.title, body: <PrivacyRequestsComposition /> }}
        cookieSettings={<CookiePreferencesButton className={cookieButton} />}
      />
    </PrivacyConsentsLogic.Provider>
  );
}

/** The privacy centre's 'Preferências de cookies': opens the cookie choice at its purposes (whether or not a choice was made). */
export function CookiePreferencesButton({ className }: { className: string }) {
  const actor = CookieConsentContext.useActorRef();
  const events = useCookieConsentEvents();
  const open = () => (actor.getSnapshot().can({ type: 'consent.reopen' }) ? events.reopen() : events.customize());
  return (
    <button type="button" className={className} onClick={open} data-testid="cookie-preferences">
      {privacyCentreLabels.cookies.preferences}
    </button>
  );
}
