/**
 * The sellers' price simulator (`/vendedor/simulador`, sellers and offer
 * admins) and the offer admin's outbox (`/admin/mensagens`), with their real
 * actors (a chunk of their own). A visitor is sent to sign in and comes back;
 * anyone else signed in is told the page is not for them.
 */
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { AUTH_PATHS, isOfferAdmin, isStaff } from '../models/auth';
import { managerLabels } from '../models/labels/admin-manager';
import { quotationLabels } from '../models/labels/quotation';
import { labels } from '../models/labels/spec';
import { BRANDS } from '../models/offer';
import { ADMIN_MESSAGES_PATH, SELLER_HOME_PATH, SIMULATOR_PATH, otherBrandLinks, type SimulatorSellerForm } from '../models/price-simulator';
import { useSessionSelector } from '../machines/session/session.context';
import { selectStatus, selectUser } from '../machines/session/session.machine';
import { createPriceSimulatorImplementations } from '../machines/price-simulator/price-simulator.actors';
import { PriceSimulatorLogic } from '../machines/price-simulator/price-simulator.context';
import { priceSimulatorMachine } from '../machines/price-simulator/price-simulator.machine';
import { createAdminMessagesImplementations } from '../machines/admin-messages/admin-messages.actors';
import { AdminMessagesLogic } from '../machines/admin-messages/admin-messages.context';
import { adminMessagesMachine } from '../machines/admin-messages/admin-messages.machine';
import { AdminMessagesPage } from '../ui/admin/messages-page';
import { RestrictedPage } from '../ui/layout/restricted-page';
import { PriceSimulatorPage } from '../ui/simulator/price-simulator';
import { authHref } from './session-provider';
import { useAppNavigate } from './navigation';
import { useSite } from './site-context';

/** A visitor goes to sign in and comes back to `path`. */
function useSignInRedirect(path: string): string {
  const status = useSessionSelector(selectStatus);
  const navigate = useNavigate();
  const signInHref = authHref(AUTH_PATHS.signIn, path);
  useEffect(() => {
    if (status === 'signedOut') void navigate({ href: signInHref, replace: true });
  }, [status, navigate, signInHref]);
  return signInHref;
}

const OTHER_BRANDS = otherBrandLinks(BRANDS, (b) => labels.brandNames[b]);

export function SimulatorRoute() {
  const site = useSite();
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const appNavigate = useAppNavigate();
  const signInHref = useSignInRedirect(SIMULATOR_PATH);
  const logic = useMemo(() => priceSimulatorMachine.provide(createPriceSimulatorImplementations({ api: site.api })), [site.api]);
  // The seller section starts with the account's name, e-mail and dealer.
  const seller = useMemo<Partial<SimulatorSellerForm>>(
    () => (user ? { sellerName: user.name, sellerEmail: user.emails[0] ?? '', dealerCode: user.dealerCode ?? '' } : {}),
    [user],
  );
  const t = quotationLabels.simulator;
  return (
    <RestrictedPage
      status={status}
      allowed={isStaff(user)}
      title={t.title}
      signInText={t.signIn}
      notAllowedText={t.notAllowed}
      signInHref={signInHref}
      onNavigate={appNavigate}
    >
      <PriceSimulatorLogic.Provider value={logic}>
        <PriceSimulatorPage seller={seller} quotationsHref={SELLER_HOME_PATH} otherBrands={OTHER_BRANDS} onNavigate={appNavigate} />
      </PriceSimulatorLogic.Provider>
    </RestrictedPage>
  );
}

export function AdminMessagesRoute() {
  const site = useSite();
  const status = useSessionSelector(selectStatus);
  const user = useSessionSelector(selectUser);
  const appNavigate = useAppNavigate();
  const signInHref = useSignInRedirect(ADMIN_MESSAGES_PATH);
  const logic = useMemo(() => adminMessagesMachine.provide(createAdminMessagesImplementations({ api: site.api })), [site.api]);
  const t = managerLabels.messages;
  return (
    <RestrictedPage
      status={status}
      allowed={isOfferAdmin(user)}
      title={t.title}
      signInText={t.signIn}
      notAllowedText={managerLabels.notAllowed}
      signInHref={signInHref}
      onNavigate={appNavigate}
    >
      <AdminMessagesLogic.Provider value={logic}>
        <AdminMessagesPage />
      </AdminMessagesLogic.Provider>
    </RestrictedPage>
  );
}
