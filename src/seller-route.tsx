/**
 * The seller's pages with their real actors (a chunk of their own): the
 * home list, a new fleet quotation (or a duplicate) and a saved one, the
 * dealer's lead desk and a lead's page. Only
 * staff (seller, offer admin) reach the tools: a visitor is sent to sign in
 * and comes back here; anyone else sees the 403 message.
 */
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { isStaff } from '../models/account/auth';
import { leadDeskLabels } from '../models/labels/lead-desk';
import { quotationLabels } from '../models/labels/quotation';
import { SELLER_PATHS } from '../models/app/pages';
import { createQuotationListImplementations } from '../machines/quotation-list/quotation-list.actors';
import { QuotationListLogic } from '../machines/quotation-list/quotation-list.context';
import { quotationListMachine } from '../machines/quotation-list/quotation-list.machine';
import { createQuotationSetImplementations } from '../machines/quotation-set/quotation-set.actors';
import { QuotationSetLogic } from '../machines/quotation-set/quotation-set.context';
import { quotationSetMachine, type QuotationSetInput, type SavedAddress } from '../machines/quotation-set/quotation-set.machine';
import { quotationPaths } from '../services/quotations';
import { QuotationForm } from '../ui/seller/quotation-form';
import { SellerHome } from '../ui/seller/seller-home';
import { LeadDesk } from '../ui/seller/lead-desk';
import { SellerLead } from '../ui/seller/seller-lead';
import { createLeadDeskImplementations } from '../machines/lead-desk/lead-desk.actors';
import { LeadDeskLogic } from '../machines/lead-desk/lead-desk.context';
import { leadDeskMachine } from '../machines/lead-desk/lead-desk.machine';
import { createSellerLeadImplementations } from '../machines/seller-lead/seller-lead.actors';
import { SellerLeadLogic } from '../machines/seller-lead/seller-lead.context';
import { sellerLeadMachine } from '../machines/seller-lead/seller-lead.machine';
import { deskFiltersFromSearch, deskFiltersSearch, type DeskFilters } from '../models/lead/lead-desk-filters';
import { useAppNavigate } from './navigation';
import { RoleGuard, useOpenedHref } from './role-guard';
import { useSite } from './site-context';
import type { Api } from '../services/api';

const t = quotationLabels.seller;
const SELLER_TEXTS = { title: t.homeTitle, signIn: t.signInToQuote };

/** Staff only (seller, offer admin): a visitor signs in and comes back to the page as it was opened. `title`: the page's (its tab's). */
function SellerFrame({ title = SELLER_TEXTS.title, children }: { title?: string; children: ReactNode }) {
  const here = useOpenedHref();
  const texts = useMemo(() => ({ ...SELLER_TEXTS, title }), [title]);
  return (
    <RoleGuard allow={isStaff} returnTo={here} texts={texts}>
      {children}
    </RoleGuard>
  );
}

/** The quotation list with its real actors. */
export function composeQuotationList({ api }: { api: Api }) {
  return quotationListMachine.provide(createQuotationListImplementations({ api }));
}

export function SellerHomeRoute() {
  const site = useSite();
  const navigate = useAppNavigate();
  const logic = useMemo(() => composeQuotationList({ api: site.api }), [site.api]);
  return (
    <SellerFrame>
      <QuotationListLogic.Provider value={logic}>
        <SellerHome onNavigate={navigate} />
      </QuotationListLogic.Provider>
    </SellerFrame>
  );
}

/** The quotation set with its real actors; `showSavedAddress`: the saved quotation's own address, as the app writes it. */
export function composeQuotationSet({ api, showSavedAddress }: { api: Api; showSavedAddress: (saved: SavedAddress) => void }) {
  return quotationSetMachine.provide({ ...createQuotationSetImplementations({ api }), actions: { showSavedAddress: (_, saved: SavedAddress) => showSavedAddress(saved) } });
}

function QuotationComposition({ input }: { input: QuotationSetInput }) {
  const site = useSite();
  const navigate = useAppNavigate();
  const router = useRouter();
  const shownNumber = input.mode === 'open' ? input.number : null;
  const logic = useMemo(
    () =>
      composeQuotationSet({
        api: site.api,
        // Saved: the quotation's own address replaces the form's, so a reload or a shared link opens it.
        showSavedAddress: (saved) => {
          if (saved.number === shownNumber) return;
          void router.navigate({ href: SELLER_PATHS.quotation(saved.number), replace: true, state: (prev) => ({ ...prev, ...(saved.notice ? { quotationNotice: saved.notice } : {}) }) });
        },
      }),
    [site.api, router, shownNumber],
  );
  const pdfHref = useMemo(() => (number: string) => `${site.api.config.apiUrl.replace(/\/$/, '')}${quotationPaths.pdf(number)}`, [site.api]);
  return (
    <SellerFrame title={input.mode === 'open' ? quotationLabels.form.editTitle(input.number) : quotationLabels.form.title}>
      <QuotationSetLogic.Provider value={logic}>
        <QuotationForm key={JSON.stringify(input)} input={input} homeHref={SELLER_PATHS.home} pdfHref={pdfHref} onNavigate={navigate} />
      </QuotationSetLogic.Provider>
    </SellerFrame>
  );
}

const newQuotationAddress = getRouteApi('/vendedor/cotacoes/nova');
const savedQuotationAddress = getRouteApi('/vendedor/cotacoes/$id');
const leadDeskAddress = getRouteApi('/vendedor/leads');
const sellerLeadAddress = getRouteApi('/vendedor/leads/$id');

export function NewQuotationRoute() {
  const duplicate = newQuotationAddress.useSearch({ select: (s) => s.duplicar });
  const input = useMemo<QuotationSetInput>(() => (duplicate ? { mode: 'duplicate', number: duplicate } : { mode: 'new' }), [duplicate]);
  return <QuotationComposition input={input} />;
}

export function SavedQuotationRoute() {
  const number = savedQuotationAddress.useParams({ select: (p) => p.id });
  const router = useRouter();
  // Opened by its own save: the save's message, once. The entry forgets it, so a reload or Back shows the quotation without it.
  const [opened] = useState(() => ({ number, notice: router.state.location.state.quotationNotice }));
  const notice = opened.number === number ? opened.notice : undefined;
  useEffect(() => {
    if (!notice) return;
    const { quotationNotice: _shown, ...rest } = router.state.location.state;
    void router.navigate({ href: router.state.location.href, replace: true, state: rest });
  }, [notice, router]);
  const input = useMemo<QuotationSetInput>(() => ({ mode: 'open', number, ...(notice ? { notice } : {}) }), [number, notice]);
  return <QuotationComposition input={input} />;
}

/** The lead desk with its real actors; `writeAddress`: the filters in the address. */
export function composeLeadDesk({ api, writeAddress }: { api: Api; writeAddress: (filters: DeskFilters) => void }) {
  return leadDeskMachine.provide(createLeadDeskImplementations({ api, writeAddress }));
}

export function LeadDeskRoute() {
  const site = useSite();
  const navigate = useAppNavigate();
  const search = leadDeskAddress.useSearch();
  // The filters the page was opened with; later changes come from the desk itself.
  const [input] = useState(() => ({ filters: deskFiltersFromSearch(search) }));
  const logic = useMemo(
    () =>
      composeLeadDesk({
        api: site.api,
        writeAddress: (filters) => navigate(`${SELLER_PATHS.leads}${deskFiltersSearch(filters)}`),
      }),
    [site.api, navigate],
  );
  return (
    <SellerFrame title={leadDeskLabels.desk.title}>
      <LeadDeskLogic.Provider value={logic}>
        <LeadDesk input={input} onNavigate={navigate} />
      </LeadDeskLogic.Provider>
    </SellerFrame>
  );
}

/** A lead's page on the desk with its real actors. */
export function composeSellerLead({ api }: { api: Api }) {
  return sellerLeadMachine.provide(createSellerLeadImplementations({ api }));
}

export function SellerLeadRoute() {
  const site = useSite();
  const navigate = useAppNavigate();
  const leadId = sellerLeadAddress.useParams({ select: (p) => p.id });
  const logic = useMemo(() => composeSellerLead({ api: site.api }), [site.api]);
  return (
    <SellerFrame title={leadDeskLabels.lead.pageTitle}>
      <SellerLeadLogic.Provider value={logic}>
        <SellerLead key={leadId} input={{ leadId }} onNavigate={navigate} />
      </SellerLeadLogic.Provider>
    </SellerFrame>
  );
}
