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
import type { Track } from '../machines/tracking/tracking.machine';
import { useTrack } from '../machines/cookie-consent/cookie-consent.context';

const SECTION_ID: Record<CompanyFormVariant, string> = { intent: LEGAL_PERSON_INTENT_ID, interest: LEGAL_PERSON_INTEREST_ID };

/** The company forms' chart with its real actors and the app's tracker (the lead sent: the data layer and GENERIC_LEAD user analytics). */
export function composeCompanyIntent({ api, track }: { api: Api; track: Track }) {
  return companyIntentMachine.provide(createCompanyIntentImplementations({ api, track }));
}

export function CompanyIntent({ site }: { site: Site }) {
  const track = useTrack();
  const logic = useMemo(() => composeCompanyIntent({ api: site.api, track }), [site.api, track]);
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
