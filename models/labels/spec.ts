/**
 * The strings the spec (000, 001) quotes, exactly as written, grouped by the
 * spec's own parts, and the texts it calls configurable (`withOverrides`).
 * A string the spec only describes is ours and marked `ours`. Each screen's
 * own texts live beside it in models/labels/<screen>.ts and reuse these
 * rather than repeat them.
 */

import { validationSpec } from './spec-validation';
import { brandNamesSpec } from './spec-brand-names';
import { showcaseSpec, showcaseWithOverrides } from './spec-showcase';
import { offerCardSpec } from './spec-offer-card';
import { offerAdminSpec } from './spec-offer-admin';
import { offerDetailsSpec } from './spec-offer-details';
import { coloursSpec } from './spec-colours';
import { dealerSelectorSpec } from './spec-dealer-selector';
import { leadFormSpec } from './spec-lead-form';
import { companyIntentSpec } from './spec-company-intent';
import { resultModalSpec } from './spec-result-modal';
import { breadcrumbSpec } from './spec-breadcrumb';
import { proposalsSpec } from './spec-proposals';
import { pageTitlesSpec } from './spec-page-titles';
import { couponSpec } from './spec-coupon';
import { suggestionsSpec } from './spec-suggestions';
import { fileInputSpec } from './spec-file-input';
import { genericSpec } from './spec-generic';
import { httpErrorsSpec } from './spec-http-errors';

/** The whole catalogue, part by part (each part in spec-<part>.ts: a screen loads only the parts it shows). */
export const labels = {
  validation: validationSpec,
  brandNames: brandNamesSpec,
  showcase: showcaseSpec,
  offerCard: offerCardSpec,
  offerAdmin: offerAdminSpec,
  offerDetails: offerDetailsSpec,
  colours: coloursSpec,
  dealerSelector: dealerSelectorSpec,
  leadForm: leadFormSpec,
  companyIntent: companyIntentSpec,
  resultModal: resultModalSpec,
  breadcrumb: breadcrumbSpec,
  proposals: proposalsSpec,
  pageTitles: pageTitlesSpec,
  coupon: couponSpec,
  suggestions: suggestionsSpec,
  fileInput: fileInputSpec,
  generic: genericSpec,
  httpErrors: httpErrorsSpec,
};

export type Labels = typeof labels;

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends readonly unknown[] ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** The texts the spec calls configurable ("default …", "(configurable)"). */
export interface LabelOverrides {
  showcase?: Partial<Pick<Labels['showcase'], 'showMore' | 'notFound' | 'detailsButton'>>;
  offerCard?: Partial<Pick<Labels['offerCard'], 'detailsButton'>>;
  offerAdmin?: DeepPartial<Pick<Labels['offerAdmin'], 'newOfferTitle' | 'newOfferText' | 'newOfferButton' | 'deleteConfirm'>>;
  dealerSelector?: Partial<Pick<Labels['dealerSelector'], 'unavailableInRegion'>>;
  leadForm?: Partial<Pick<Labels['leadForm'], 'title' | 'successMessage' | 'failureMessage'>>;
  companyIntent?: Partial<Pick<Labels['companyIntent'], 'fleetSizes'>>;
  proposals?: Partial<Pick<Labels['proposals'], 'title'>>;
  pageTitles?: Partial<Labels['pageTitles']>;
  generic?: Partial<Pick<Labels['generic'], 'confirmOk'>>;
}

function defined<T extends object>(o: T | undefined): Partial<T> {
  if (!o) return {};
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The catalogue with configured overrides applied (configurable texts only; undefined keeps the default). */
export function withOverrides(overrides: LabelOverrides): Labels {
  const detailsButton = overrides.showcase?.detailsButton ?? overrides.offerCard?.detailsButton;
  return {
    ...labels,
    showcase: showcaseWithOverrides(overrides),
    offerCard: { ...labels.offerCard, ...(detailsButton ? { detailsButton } : {}) },
    offerAdmin: {
      ...labels.offerAdmin,
      ...defined({
        newOfferTitle: overrides.offerAdmin?.newOfferTitle,
        newOfferText: overrides.offerAdmin?.newOfferText,
        newOfferButton: overrides.offerAdmin?.newOfferButton,
      }),
      deleteConfirm: { ...labels.offerAdmin.deleteConfirm, ...defined(overrides.offerAdmin?.deleteConfirm) },
    },
    dealerSelector: { ...labels.dealerSelector, ...defined(overrides.dealerSelector) },
    leadForm: { ...labels.leadForm, ...defined(overrides.leadForm) },
    companyIntent: { ...labels.companyIntent, ...defined(overrides.companyIntent) },
    proposals: { ...labels.proposals, ...defined(overrides.proposals) },
    pageTitles: { ...labels.pageTitles, ...defined(overrides.pageTitles) },
    generic: { ...labels.generic, ...defined(overrides.generic) },
  };
}
