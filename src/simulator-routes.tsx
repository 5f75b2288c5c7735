/**
 * The sellers' price simulator (`/vendedor/simulador`, sellers and offer
 * admins) and the offer admin's outbox (`/admin/mensagens`), with their real
 * actors (a chunk of their own). A visitor is sent to sign in and comes back;
 * anyone else signed in is told the page is not for them.
 */
import { useMemo } from 'react';
import { isOfferAdmin, isStaff } from '../models/account/auth';
import { managerLabels, messagesScreenLabels } from '../models/labels/admin-manager';
import { quotationLabels } from '../models/labels/quotation';
import { labels } from '../models/labels/spec';
import { BRANDS } from '../models/offer/offer';
import { ADMIN_MESSAGES_PATH, SELLER_HOME_PATH, SIMULATOR_PATH, otherBrandLinks, type SimulatorSellerForm } from '../models/quotation/price-simulator';
import { useSessionSelector } from '../machines/session/session.context';
import { selectUser } from '../machines/session/session.machine';
import { createPriceSimulatorImplementations } from '../machines/price-simulator/price-simulator.actors';
import { PriceSimulatorLogic } from '../machines/price-simulator/price-simulator.context';
import { priceSimulatorMachine } from '../machines/price-simulator/price-simulator.machine';
import { createAdminMessagesImplementations } from '../machines/admin-messages/admin-messages.actors';
import { AdminMessagesLogic } from '../machines/admin-messages/admin-messages.context';
import { adminMessagesMachine } from '../machines/admin-messages/admin-messages.machine';
import { AdminMessagesPage } from '../ui/admin/messages-page';
import { PriceSimulatorPage } from '../ui/simulator/price-simulator';
import { RoleGuard } from './role-guard';
import { useAppNavigate } from './navigation';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const OTHER_BRANDS = otherBrandLinks(BRANDS, (b) => labels.brandNames[b]);
const SIMULATOR_TEXTS = { title: quotationLabels.simulator.title, signIn: quotationLabels.simulator.signIn };
const MESSAGES_TEXTS = { title: managerLabels.messages.title, signIn: managerLabels.messages.signIn };

/** The price simulator with its real actors. */
export function composePriceSimulator({ api }: { api: Api }) {
  return priceSimulatorMachine.provide(createPriceSimulatorImplementations({ api }));
}

/** The outbox with its real actors. */
export function composeAdminMessages({ api }: { api: Api }) {
  return adminMessagesMachine.provide(createAdminMessagesImplementations({ api }));
}
const MESSAGES_LABELS = messagesScreenLabels();

export function SimulatorRoute() {
  const site = useSite();
  const user = useSessionSelector(selectUser);
  const appNavigate = useAppNavigate();
  const logic = useMemo(() => composePriceSimulator({ api: site.api }), [site.api]);
  // The seller section starts with the account's name, e-mail and dealer.
  const seller = useMemo<Partial<SimulatorSellerForm>>(
    () => (user ? { sellerName: user.name, sellerEmail: user.emails[0] ?? '', dealerCode: user.dealerCode ?? '' } : {}),
    [user],
  );
  return (
    <RoleGuard allow={isStaff} returnTo={SIMULATOR_PATH} texts={SIMULATOR_TEXTS}>
      <PriceSimulatorLogic.Provider value={logic}>
        <PriceSimulatorPage seller={seller} quotationsHref={SELLER_HOME_PATH} otherBrands={OTHER_BRANDS} onNavigate={appNavigate} />
      </PriceSimulatorLogic.Provider>
    </RoleGuard>
  );
}

export function AdminMessagesRoute() {
  const site = useSite();
  const logic = useMemo(() => composeAdminMessages({ api: site.api }), [site.api]);
  return (
    <RoleGuard allow={isOfferAdmin} returnTo={ADMIN_MESSAGES_PATH} texts={MESSAGES_TEXTS}>
      <AdminMessagesLogic.Provider value={logic}>
        <AdminMessagesPage labels={MESSAGES_LABELS} />
      </AdminMessagesLogic.Provider>
    </RoleGuard>
  );
}
