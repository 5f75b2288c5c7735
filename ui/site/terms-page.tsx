/**
 * The terms of use (`/termos-de-uso`), written for the company the page's
 * configuration names (models/app/site-identity.ts): one readable column like
 * the privacy policy's, with its own contents list.
 */
import { termsLabels, type TermsCompany } from '../../models/labels/terms';
import { PRIVACY_PATH } from '../../models/app/pages';
import { formatCnpj, type SiteIdentity } from '../../models/app/site-identity';
import { NavLink, type Navigate } from '../layout/nav-link';
import { PageTitle } from '../layout/page-title';
import * as styles from '../privacy/privacy.css';

const t = termsLabels;

export function termsCompany(identity: SiteIdentity): TermsCompany {
  return {
    tradeName: identity.tradeName,
    legalName: identity.legalName,
    cnpj: formatCnpj(identity.cnpj),
    address: identity.address,
    sacPhone: identity.sac.phone,
    sacEmail: identity.sac.email,
    sacHours: identity.sac.hours,
    ombudsmanPhone: identity.ombudsman.phone,
    ombudsmanEmail: identity.ombudsman.email,
  };
}

export function TermsPage({ identity, onNavigate }: { identity: SiteIdentity; onNavigate?: Navigate | undefined }) {
  const company = termsCompany(identity);
  const sections = t.sections(company);
  return (
    <article className={styles.page} aria-labelledby="termos-titulo" data-testid="terms-page" data-version={t.version}>
      <PageTitle text={t.title} />
      <h1 id="termos-titulo" className={styles.title}>
        {t.title}
      </h1>
      <p className={styles.version}>{t.versionLine(t.version, t.effectiveFrom)}</p>
      <p className={styles.paragraph}>{t.intro(company)}</p>
      <nav className={styles.contents} aria-labelledby="termos-indice">
        <p id="termos-indice" className={styles.contentsTitle}>
          {t.contents}
        </p>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a className={styles.link} href={`#${section.id}`}>
                {section.title.replace(/^\d+\.\s*/, '')}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
        </section>
      ))}
      <p className={styles.paragraph}>
        <NavLink className={styles.link} href={PRIVACY_PATH} onNavigate={onNavigate}>
          {t.privacyLink}
        </NavLink>
      </p>
      <NavLink className={`${styles.link} ${styles.back}`} href="/" onNavigate={onNavigate}>
        {t.back}
      </NavLink>
    </article>
  );
}
