/**
 * Every chart the app composes gets every implementation its chart leaves to
 * the app. A chart registers a placeholder (machines/placeholder.ts, marked
 * `PLACEHOLDER`) for what the app provides; here each composition of the app
 * runs with stand-ins for what it is given (the API, the session, the
 * router's effects) and no placeholder may be left in it, nor in a chart it
 * invokes or spawns (test/support/placeholders.ts).
 *
 * The compositions are found in the sources: every `.provide(` of src/ sits
 * in an exported `compose…` function, every one of those is run here, and so
 * is every `…Logic` factory of machines/ (the compositions the charts' own
 * modules make for the app).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { parseSiteConfig } from '../../models/app/site-config';
import { adminOfferCardLogic } from '../../machines/admin-offer-card/admin-offer-card.actors';
import { cookieConsentLogic } from '../../machines/cookie-consent/cookie-consent.actors';
import { faqPageLogic } from '../../machines/faq-page/faq-page.actors';
import { leadStepLogic } from '../../machines/offer-details/lead-step.actors';
import { detailsModalLogic, faqModalLogic, offerDetailsLogic, shareLogic, termsLogic, type OfferDetailsDeps } from '../../machines/offer-details/offer-details.actors';
import { withEditorCallbacks } from '../../machines/offer-editor/offer-editor.context';
import { createOfferManagerImplementations } from '../../machines/offer-manager/offer-manager.actors';
import { offerManagerMachine } from '../../machines/offer-manager/offer-manager.machine';
import { createPrivacyConsentsImplementations } from '../../machines/privacy-consents/privacy-consents.actors';
import { privacyConsentsMachine } from '../../machines/privacy-consents/privacy-consents.machine';
import { createQuotationSetImplementations } from '../../machines/quotation-set/quotation-set.actors';
import { quotationSetMachine } from '../../machines/quotation-set/quotation-set.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { shoppingCartLogic } from '../../machines/shopping-cart/shopping-cart.actors';
import { trackingLogic } from '../../machines/tracking/tracking.actors';
import { createApi } from '../../services/api';
import { composeForgotPassword, composeLeadStatus, composeProposals, composeResendVerification, composeResetPassword, composeVerifyEmail } from '../../src/auth-pages';
import { composeBanners } from '../../src/banners-provider';
import { composeCompanyIntent } from '../../src/company-intent-composition';
import { composeOfferDetails } from '../../src/details-route';
import { composeShowcaseLocation } from '../../src/location-composition';
import { composeOfferManager } from '../../src/manager-route';
import { composeOfferEditor } from '../../src/offer-editor-composition';
import { composePrivacyQueue } from '../../src/privacy-queue-route';
import { composeDealerSettings } from '../../src/dealer-settings-route';
import { composeAdminService } from '../../src/admin-service-route';
import { composePrivacyRequest } from '../../src/privacy-requests-composition';
import { composePrivacyConsents } from '../../src/privacy-route';
import { composeProfileSimulator } from '../../src/profile-simulator-route';
import { composeLeadDesk, composeQuotationList, composeQuotationSet, composeSellerLead } from '../../src/seller-route';
import { composeSession } from '../../src/session-provider';
import { composeOfferCard, composeOfferList } from '../../src/showcase-composition';
import { composeAdminMessages, composePriceSimulator } from '../../src/simulator-routes';
import { composeSuggestions } from '../../src/suggestions-composition';
import { placeholdersLeft } from '../support/placeholders';

const api = createApi();
const session = createActor(sessionMachine);
const noop = () => undefined;
/** Whatever a composition is given that it only keeps for later (the router, the page's effects): any property, any call. */
const standIn: never = new Proxy(noop, { get: (_, key) => (key === 'then' ? undefined : standIn), apply: noop }) as never;
const detailsDeps: OfferDetailsDeps = { api, session, app: standIn, effects: standIn, editEffects: standIn };

/** Every composition of the app, as it runs: a new one fails the source checks below until it is listed here. */
const compositions: Record<string, () => AnyStateMachine[]> = {
  // src/: the app's own compositions
  composeSession: () => [composeSession({ api, router: standIn })],
  composeOfferList: () => [composeOfferList({ api, session, app: { openDetails: noop, syncAddress: noop, track: noop } })],
  composeOfferCard: () => [composeOfferCard({ api })],
  composeShowcaseLocation: () => [composeShowcaseLocation({ api, list: { send: noop } })],
  composeBanners: () => [composeBanners({ api, session, list: standIn })],
  composeCompanyIntent: () => [composeCompanyIntent({ api, track: noop })],
  composeSuggestions: () => [composeSuggestions({ api })],
  composeOfferDetails: () => [composeOfferDetails(detailsDeps), composeOfferDetails(detailsDeps, () => new Promise(noop))],
  composeProfileSimulator: () => [composeProfileSimulator({ api, config: parseSiteConfig({}) })],
  composeForgotPassword: () => [composeForgotPassword({ api })],
  composeResetPassword: () => [composeResetPassword({ api, goToSignIn: noop })],
  composeVerifyEmail: () => [composeVerifyEmail({ api })],
  composeResendVerification: () => [composeResendVerification({ api })],
  composeProposals: () => [composeProposals({ api, session })],
  composeLeadStatus: () => [composeLeadStatus({ api })],
  composePrivacyConsents: () => [composePrivacyConsents({ api, session })],
  composePrivacyRequest: () => [composePrivacyRequest({ api })],
  composePrivacyQueue: () => [composePrivacyQueue({ api })],
  composeDealerSettings: () => [composeDealerSettings({ api })],
  composeAdminService: () => [composeAdminService({ api })],
  composeOfferManager: () => [composeOfferManager({ api })],
  // The editor's view adds the manager's callbacks to the app's composition (machines/offer-editor/offer-editor.context.tsx).
  composeOfferEditor: () => [withEditorCallbacks(composeOfferEditor({ api }), { current: { onClose: noop } })],
  composePriceSimulator: () => [composePriceSimulator({ api })],
  composeAdminMessages: () => [composeAdminMessages({ api })],
  composeQuotationList: () => [composeQuotationList({ api })],
  composeQuotationSet: () => [composeQuotationSet({ api, showSavedAddress: noop })],
  composeLeadDesk: () => [composeLeadDesk({ api, writeAddress: noop })],
  composeSellerLead: () => [composeSellerLead({ api })],
  // machines/: the compositions the charts' modules make for the app
  adminOfferCardLogic: () => [adminOfferCardLogic(api)],
  cookieConsentLogic: () => [cookieConsentLogic(api)],
  trackingLogic: () => [trackingLogic(api)],
  faqPageLogic: () => [faqPageLogic(api)],
  shoppingCartLogic: () => [shoppingCartLogic(api)],
  offerDetailsLogic: () => [offerDetailsLogic(detailsDeps)],
  leadStepLogic: () => [leadStepLogic('leadSubmission', detailsDeps), leadStepLogic('leadUpdate', detailsDeps)],
  detailsModalLogic: () => [detailsModalLogic(api)],
  faqModalLogic: () => [faqModalLogic(api)],
  termsLogic: () => [termsLogic(api)],
  shareLogic: () => [shareLogic((title) => title, noop)],
};

function sourceFiles(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, name);
    return name.test(entry.name) ? [path] : [];
  });
}

/** The exported functions named by `pattern` in `files`, with where each body starts and ends. */
function exportedFunctions(files: string[], pattern: RegExp) {
  return files.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return [...text.matchAll(pattern)].map((m) => {
      const open = text.indexOf('{', text.indexOf(')', m.index + m[0].length));
      let depth = 0;
      let end = open;
      for (; end < text.length; end++) {
        if (text[end] === '{') depth++;
        else if (text[end] === '}' && --depth === 0) break;
      }
      return { file, name: m[1]!, start: m.index, end };
    });
  });
}

describe('every chart the app composes is given what its chart leaves to the app', () => {
  const appFiles = sourceFiles('src', /\.tsx?$/);
  const composeFunctions = exportedFunctions(appFiles, /^export function (compose\w+)\(/gm);
  const machineFactories = exportedFunctions(sourceFiles('machines', /\.actors\.ts$/), /^export function (\w+Logic)\(/gm);

  it('each .provide( of the app sits in an exported compose… function', () => {
    const outside = appFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\.provide\(/g)]
        .filter((m) => !composeFunctions.some((f) => f.file === file && f.start < m.index && m.index < f.end))
        .map((m) => `${file}:${readFileSync(file, 'utf8').slice(0, m.index).split('\n').length}`),
    );
    expect(outside).toEqual([]);
  });

  it('runs every composition the sources hold', () => {
    expect(composeFunctions.length).toBeGreaterThan(20);
    expect(Object.keys(compositions).sort()).toEqual([...composeFunctions, ...machineFactories].map((f) => f.name).sort());
  });

  it.each(Object.entries(compositions))('%s leaves no placeholder', (_name, compose) => {
    for (const logic of compose()) expect(placeholdersLeft(logic), logic.id).toEqual([]);
  });
});

describe('a composition that forgets an implementation is caught', () => {
  it("an action the app provides (the quotation set's saved address)", () => {
    expect(placeholdersLeft(quotationSetMachine.provide(createQuotationSetImplementations({ api })))).toEqual(['quotationSet › showSavedAddress']);
  });

  it('the actors of a chart it runs (the manager left with its cards as the chart registers them)', () => {
    expect(placeholdersLeft(offerManagerMachine.provide({ actors: { loadOffers: createOfferManagerImplementations({ api }).actors.loadOffers } }))).toEqual(
      ['adminOfferCard › publishOffer', 'adminOfferCard › removeOffer', 'adminOfferCard › saveOffer', 'adminOfferCard › unpublishOffer'],
    );
  });

  it('a listener the chart declares (the consents without the session)', () => {
    const { listenToSession: _left, ...actors } = createPrivacyConsentsImplementations({ api, session }).actors;
    expect(placeholdersLeft(privacyConsentsMachine.provide({ actors }))).toEqual(['privacyConsents › listenToSession']);
  });

  it('nothing at all: every placeholder of the chart', () => {
    expect(placeholdersLeft(sessionMachine)).toEqual(['session › checkSession', 'session › leaveAuthPage', 'session › signIn', 'session › signOut', 'session › signUp', 'session › welcomeNewAccount']);
  });
});
