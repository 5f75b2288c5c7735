/**
 * The site's own pages (a chunk of their own: the showcase's first visit does
 * not carry them): the terms of use and 'Como funciona' with the frequently
 * asked questions (their chart reads the page's FAQ path).
 */
import { useMemo, useState } from 'react';
import { faqPageLogic } from '../machines/faq-page/faq-page.actors';
import { FaqPageContext } from '../machines/faq-page/faq-page.context';
import { readFaqPath } from '../services/details';
import { HowItWorksPage } from '../ui/site/how-it-works-page';
import { TermsPage } from '../ui/site/terms-page';
import { useAppNavigate } from './navigation';
import { useSite } from './site-context';

export function TermsRoute() {
  const navigate = useAppNavigate();
  const site = useSite();
  return <TermsPage identity={site.config.identity} onNavigate={navigate} />;
}

export function HowItWorksRoute() {
  const navigate = useAppNavigate();
  const site = useSite();
  const logic = useMemo(() => faqPageLogic(site.api), [site.api]);
  const [input] = useState(() => ({ faqPath: readFaqPath() }));
  return (
    <FaqPageContext.Provider logic={logic} options={{ input }}>
      <HowItWorksPage onNavigate={navigate} />
    </FaqPageContext.Provider>
  );
}
