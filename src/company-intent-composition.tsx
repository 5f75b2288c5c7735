/**
 * The company fleet intent form with its real actor (a chunk of its own: only
 * legal-person pages load it). A card click scrolls to its section
 * (`LEGAL_PERSON_INTENT_ID`, the offer list's `scrollToLegalPersonIntent`).
 */
import { useMemo, useState } from 'react';
import { createCompanyIntentImplementations } from '../machines/company-intent/company-intent.actors';
import { CompanyIntentContext } from '../machines/company-intent/company-intent.context';
import { companyIntentMachine, type CompanyIntentInput } from '../machines/company-intent/company-intent.machine';
import { readTracking } from '../services/tracking';
import { CompanyIntentSection } from '../ui/intent/company-intent-form';
import { LEGAL_PERSON_INTENT_ID } from './hub';
import type { Site } from './site';

export function CompanyIntent({ site }: { site: Site }) {
  const logic = useMemo(() => companyIntentMachine.provide(createCompanyIntentImplementations({ api: site.api })), [site.api]);
  const [input] = useState<CompanyIntentInput>(() => ({
    settings: { ...site.config.companyIntent, fleetSizes: site.labels.companyIntent.fleetSizes },
    tracking: readTracking(),
  }));
  return (
    <CompanyIntentContext.Provider logic={logic} options={{ input }}>
      <CompanyIntentSection id={LEGAL_PERSON_INTENT_ID} labels={site.labels} />
    </CompanyIntentContext.Provider>
  );
}
