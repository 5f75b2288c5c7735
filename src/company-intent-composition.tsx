/**
 * The company fleet intent form with its real actor (a chunk of its own: only
 * legal-person pages load it), scrolled to by the hub's
 * `flua:scroll-to-legal-person-intent` event.
 */
import { useEffect, useMemo, useState } from 'react';
import { companyIntentActors } from '../machines/company-intent/company-intent.actors';
import { CompanyIntentContext } from '../machines/company-intent/company-intent.context';
import { companyIntentMachine, type CompanyIntentInput } from '../machines/company-intent/company-intent.machine';
import { readTracking } from '../services/leads';
import { CompanyIntentSection } from '../ui/intent/company-intent-form';
import { HUB_EVENTS, LEGAL_PERSON_INTENT_ID } from './hub';
import type { Site } from './site';

function scrollToIntent() {
  document.getElementById(LEGAL_PERSON_INTENT_ID)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function CompanyIntent({ site }: { site: Site }) {
  const logic = useMemo(() => companyIntentMachine.provide({ actors: companyIntentActors(site.api) }), [site.api]);
  const [input] = useState<CompanyIntentInput>(() => ({
    settings: { ...site.config.companyIntent, fleetSizes: site.labels.companyIntent.fleetSizes },
    tracking: readTracking(),
  }));
  useEffect(() => {
    window.addEventListener(HUB_EVENTS.scrollToIntent, scrollToIntent);
    return () => window.removeEventListener(HUB_EVENTS.scrollToIntent, scrollToIntent);
  }, []);
  return (
    <CompanyIntentContext.Provider logic={logic} options={{ input }}>
      <CompanyIntentSection id={LEGAL_PERSON_INTENT_ID} labels={site.labels} />
    </CompanyIntentContext.Provider>
  );
}
