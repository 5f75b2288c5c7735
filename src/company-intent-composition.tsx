/**
 * The company forms with their real actors (a chunk of their own: only
 * legal-person pages load it): the company fleet intent form and the
 * legal-person interest form 'Quer assinar?', the same chart and view in
 * their two variants. A card click scrolls to the intent form's section
 * (`LEGAL_PERSON_INTENT_ID`, the offer list's `scrollToLegalPersonIntent`).
 */
import { withOverrides } from '../models/labels/spec';
import { useMemo, useState } from 'react';
import type { CompanyFormVariant } from '../models/lead/company-intent';
import { companyFormsScreenLabels } from '../models/labels/lead';
import { createCompanyIntentImplementations } from '../machines/company-intent/company-intent.actors';
import { CompanyIntentContext } from '../machines/company-intent/company-intent.context';
import { companyIntentMachine, type CompanyIntentInput } from '../machines/company-intent/company-intent.machine';
import { readTracking } from '../services/tracking';
import { CompanyIntentSection } from '../ui/intent/company-intent-form';
import { LEGAL_PERSON_INTENT_ID, LEGAL_PERSON_INTEREST_ID } from './hub';
import type { Site } from './site';
import type { Api } from '../services/api';

const SECTION_ID: Record<CompanyFormVariant, string> = { intent: LEGAL_PERSON_INTENT_ID, interest: LEGAL_PERSON_INTEREST_ID };

/** The company forms' chart with its real actors. */
export function composeCompanyIntent({ api }: { api: Api }) {
  return companyIntentMachine.provide(createCompanyIntentImplementations({ api }));
}

export function CompanyIntent({ site }: { site: Site }) {
  const logic = useMemo(() => composeCompanyIntent({ api: site.api }), [site.api]);
  const [inputs] = useState(() => {
    const tracking = readTracking();
    const settings = { ...site.config.companyIntent, fleetSizes: withOverrides(site.labelOverrides).companyIntent.fleetSizes };
    return (['intent', 'interest'] as const).map((variant): CompanyIntentInput => ({ settings: { ...settings, variant }, tracking }));
  });
  const labels = useMemo(() => companyFormsScreenLabels(withOverrides(site.labelOverrides)), [site.labelOverrides]);
  return (
    <>
      {inputs.map((input) => {
        const variant = input.settings!.variant!;
        return (
          <CompanyIntentContext.Provider key={variant} logic={logic} options={{ input }}>
            <CompanyIntentSection id={SECTION_ID[variant]} labels={labels} />
          </CompanyIntentContext.Provider>
        );
      })}
    </>
  );
}
