/**
 * The data subject's requests on the privacy page, with their real actors:
 * started once the session is known (a proven account asks with its CPF and
 * e-mail; anyone else through a confirmation link, `?pedido=`).
 */
import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useSessionSelector } from '../machines/session/session.context';
import { selectStatus, selectUser } from '../machines/session/session.machine';
import { createPrivacyRequestImplementations } from '../machines/privacy-request/privacy-request.actors';
import { PrivacyRequestLogic } from '../machines/privacy-request/privacy-request.context';
import { privacyRequestMachine } from '../machines/privacy-request/privacy-request.machine';
import { PrivacyRequestsSection } from '../ui/privacy-requests/privacy-requests-section';
import { useSite } from './site-context';
import type { Api } from '../services/api';

/** The data subject's requests with their real actors. */
export function composePrivacyRequest({ api }: { api: Api }) {
  return privacyRequestMachine.provide(createPrivacyRequestImplementations({ api }));
}

export function PrivacyRequestsComposition() {
  const site = useSite();
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const pedido = useRouterState({ select: (s) => (s.location.search as Record<string, unknown>).pedido });
  const token = typeof pedido === 'string' || typeof pedido === 'number' ? String(pedido) : null;
  const logic = useMemo(() => composePrivacyRequest({ api: site.api }), [site.api]);
  if (status === 'checking') return null;
  const input = { token, signedIn: !!user, emailVerified: !!user?.emailVerified };
  return (
    <PrivacyRequestLogic.Provider value={logic}>
      <PrivacyRequestsSection key={`${input.signedIn}-${token ?? ''}`} input={input} />
    </PrivacyRequestLogic.Provider>
  );
}
