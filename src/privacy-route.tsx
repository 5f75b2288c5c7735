/**
 * The privacy centre (a chunk of its own: the showcase's first visit does not
 * carry its text): the policy, the customer's consents (their chart hears the
 * one session actor), and the cookie choice reopened from the page.
 */
import { useMemo } from 'react';
import { AUTH_PATHS } from '../models/auth';
import { PRIVACY_PATH } from '../models/pages';
import { createPrivacyConsentsImplementations } from '../machines/privacy-consents/privacy-consents.actors';
import { PrivacyConsentsLogic } from '../machines/privacy-consents/privacy-consents.context';
import { privacyConsentsMachine } from '../machines/privacy-consents/privacy-consents.machine';
import { SessionContext } from '../machines/session/session.context';
import { PrivacyConsents } from '../ui/privacy/privacy-consents';
import { PrivacyPage } from '../ui/privacy/privacy-page';
import { cookieButton } from '../ui/privacy/privacy.css';
import { CookiePreferencesButton } from './consent-provider';
import { useAppNavigate } from './navigation';
import { authHref } from './session-provider';
import { useSite } from './site-context';

export function PrivacyRoute() {
  const navigate = useAppNavigate();
  const site = useSite();
  const session = SessionContext.useActorRef();
  const consents = useMemo(() => privacyConsentsMachine.provide(createPrivacyConsentsImplementations({ api: site.api, session })), [site.api, session]);
  return (
    <PrivacyConsentsLogic.Provider value={consents}>
      <PrivacyPage
        onNavigate={navigate}
        consents={<PrivacyConsents signInHref={authHref(AUTH_PATHS.signIn, PRIVACY_PATH)} onNavigate={navigate} />}
        // The data subject's requests (protocol, export, correction, deletion) join here as `requests={{ title, body }}`.
        requests={undefined}
        cookieSettings={<CookiePreferencesButton className={cookieButton} />}
      />
    </PrivacyConsentsLogic.Provider>
  );
}
