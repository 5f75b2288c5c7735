/** The privacy consents chart's real actors: the list and a change over services/, and the app's session. */
import { fromPromise } from 'xstate';
import type { PrivacyConsentsAnswer } from '../../models/privacy/privacy-consents';
import type { Api } from '../../services/api';
import { changePrivacyConsent, loadPrivacyConsents } from '../../services/privacy-consents';
import { listenToSession } from '../session/session.listener';
import type { SessionRef } from '../session/session.machine';
import type { ChangeConsentInput } from './privacy-consents.machine';

export interface PrivacyConsentsDeps {
  api: Api;
  /** The app's session actor: the consents load for a signed-in person, and go when they sign out. */
  session: SessionRef;
}

export function createPrivacyConsentsImplementations({ api, session }: PrivacyConsentsDeps) {
  const actors = {
    loadConsents: fromPromise<PrivacyConsentsAnswer, void>(({ signal }) => loadPrivacyConsents(api, signal)),
    changeConsent: fromPromise<PrivacyConsentsAnswer, ChangeConsentInput>(({ input, signal }) => changePrivacyConsent(api, input.change, input.idempotencyKey, signal)),
    listenToSession: listenToSession(session),
  };
  return { actors };
}
