/**
 * 'Como funciona' (`/como-funciona`): the subscription step by step, then the
 * frequently asked questions (the FAQ page chart: the same questions the
 * offer details open in 'Ficou alguma dúvida?'), with their search, and the
 * way to the offers.
 */
import { howItWorksLabels } from '../../models/labels/how-it-works';
import { FAQ_SECTION_ID, SHOWCASE_PATH } from '../../models/app/pages';
import { FaqPageContext, useFaqPageEvents } from '../../machines/faq-page/faq-page.context';
import { selectFaqPageCanRetry, selectFaqPageResults, selectFaqPageStatus, selectFaqPageTerm } from '../../machines/faq-page/faq-page.machine';
import { sanitiseHtml } from '../content/sanitise-html';
import { NavLink, type Navigate } from '../layout/nav-link';
import { PageTitle } from '../layout/page-title';
import * as styles from './site-pages.css';

const t = howItWorksLabels;

function FaqSection() {
  const status = FaqPageContext.useSelector(selectFaqPageStatus);
  const term = FaqPageContext.useSelector(selectFaqPageTerm);
  const results = FaqPageContext.useSelector(selectFaqPageResults);
  const canRetry = FaqPageContext.useSelector(selectFaqPageCanRetry);
  const events = useFaqPageEvents();
  return (
    <section className={styles.section} aria-labelledby={FAQ_SECTION_ID} aria-busy={status === 'loadingFaq'} data-testid="faq-section">
      <h2 id={FAQ_SECTION_ID} className={styles.sectionTitle}>
        {t.faq.title}
      </h2>
      {status === 'loadingFaq' ? <p role="status">{t.faq.loading}</p> : null}
      {status === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p className={styles.paragraph}>{t.faq.failed}</p>
          <button type="button" className={styles.retry} onClick={events.retry} disabled={!canRetry}>
            {t.retry}
          </button>
        </div>
      ) : null}
      {status === 'shown' ? (
        <>
          <input
            className={styles.search}
            type="search"
            value={term}
            placeholder={t.faq.searchPlaceholder}
            aria-label={t.faq.searchLabel}
            onChange={(e) => events.search(e.target.value)}
          />
          {results.length === 0 ? <p role="status">{t.faq.empty}</p> : null}
          <ul className={styles.faqList} aria-label={t.faq.title}>
            {results.map((entry) => (
              <li key={entry.question} className={styles.faqEntry} data-testid="faq-entry">
                <h3 className={styles.question}>{entry.question}</h3>
                <div className={styles.answer} dangerouslySetInnerHTML={{ __html: sanitiseHtml(entry.text) }} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function HowItWorksPage({ onNavigate }: { onNavigate?: Navigate | undefined }) {
  return (
    <article className={styles.page} aria-labelledby="como-funciona-titulo" data-testid="how-it-works">
      <PageTitle text={t.title} />
      <h1 id="como-funciona-titulo" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.lead}>{t.intro}</p>
      <section className={styles.section} aria-labelledby="passo-a-passo">
        <h2 id="passo-a-passo" className={styles.sectionTitle}>
          {t.stepsTitle}
        </h2>
        <ol className={styles.steps}>
          {t.steps.map((step) => (
            <li key={step.title} className={styles.step}>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.paragraph}>{step.text}</p>
            </li>
          ))}
        </ol>
        <NavLink className={styles.toOffers} href={SHOWCASE_PATH} onNavigate={onNavigate}>
          {t.toOffers}
        </NavLink>
      </section>
      <FaqSection />
    </article>
  );
}
