/**
 * The company forms with their real actors (a chunk of their own: only
 * legal-person pages load it): the legal-person interest form 'Quer assinar?'
 * and the company fleet intent form. A card click scrolls to the intent
 * form's section (`LEGAL_PERSON_INTENT_ID`, the offer list's
 * `scrollToLegalPersonIntent`).
 */
import { withOverrides } from '../models/labels/spec';
import { useMemo, useState } from 'react';
import { companyFormsScreenLabels } from '../models/labels/lead';
import { createCompanyInterestImplementations } from '../machines/company-interest/company-interest.actors';
import { CompanyInterestContext } from '../machines/company-interest/company-interest.context';
import { companyInterestMachine, type CompanyInterestInput } from '../machines/company-interest/company-interest.machine';
import { createCompanyIntentImplementations } from '../machines/company-intent/company-intent.actors';
import { CompanyIntentContext } from '../machines/company-intent/company-intent.context';
import { companyIntentMachine, type CompanyIntentInput } from '../machines/company-intent/company-intent.machine';
import { readTracking } from '../services/tracking';
import { CompanyIntentSection } from '../ui/intent/company-intent-form';
import { CompanyInterestSection } from '../ui/intent/company-interest-form';
import { LEGAL_PERSON_INTENT_ID, LEGAL_PERSON_INTEREST_ID } from './hub';
import type { Site } from './site';

export function CompanyIntent({ site }: { site: Site }) {
  const logic = useMemo(() => companyIntentMachine.provide(createCompanyIntentImplementations({ api: site.api })), [site.api]);
  const [input] = useState<CompanyIntentInput>(() => ({
    settings: { ...site.config.companyIntent, fleetSizes: withOverrides(site.labelOverrides).companyIntent.fleetSizes },
    tracking: readTracking(),
  }));
  const interestLogic = useMemo(() => companyInterestMachine.provide(createCompanyInterestImplementations({ api: site.api })), [site.api]);
  const [interestInput] = useState<CompanyInterestInput>(() => ({ settings: site.config.companyIntent, tracking: input.tracking }));
  const labels = useMemo(() => companyFormsScreenLabels(withOverrides(site.labelOverrides)), [site.labelOverrides]);
  return (
    <>
      <CompanyIntentContext.Provider logic={logic} options={{ input }}>
        <CompanyIntentSection id={LEGAL_PERSON_INTENT_ID} labels={labels} />
      </CompanyIntentContext.Provider>
      <CompanyInterestContext.Provider logic={interestLogic} options={{ input: interestInput }}>
        <CompanyInterestSection id={LEGAL_PERSON_INTEREST_ID} labels={labels} />
      </CompanyInterestContext.Provider>
    </>
  );
}
