/**
 * The privacy centre (`/privacidade`): the policy — what the site keeps, why,
 * on which LGPD basis, with whom it is shared, for how long, and the data
 * subject's rights, with the text version (`privacyLabels`) — and the parts
 * the route composes in: the customer's consents (`consents`), the data
 * subject's requests (`requests`) and the way back to the cookie choice
 * (`cookieSettings`). A part left out is not shown.
 */
import { Fragment, type ReactNode } from 'react';
import { privacyLabels } from '../../models/labels/privacy';
import { privacyCentreLabels } from '../../models/labels/privacy-centre';
import { PRIVACY_PATH } from '../../models/app/pages';
import { splitAtPolicyName } from '../../models/privacy/privacy';
import { CUSTOMER_LEAD_MESSAGES, FOLLOWS_EMAIL_CONSENT } from '../../models/lead/lead-messages';
import { NavLink, type Navigate } from '../layout/nav-link';
import { PageTitle } from '../layout/page-title';
import * as styles from './privacy.css';

const p = privacyLabels;
const s = p.sections;

/** A section of the page; `standalone`: its body is a whole section with its own heading (id = `id`). */
type Section = { id: string; title: string; body: ReactNode; standalone?: boolean };

function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.list}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

const policySections = (cookieSettings: ReactNode): Section[] => [
  { id: 'controlador', title: s.controller.title, body: <Paragraphs items={s.controller.paragraphs} /> },
  { id: 'dados', title: s.data.title, body: <List items={s.data.items} /> },
  {
    id: 'finalidades',
    title: s.purposes.title,
    body: (
      <>
        <p className={styles.paragraph}>{s.purposes.intro}</p>
        <ul className={styles.purposes}>
          {s.purposes.rows.map((row) => (
            <li key={row.purpose} className={styles.purpose}>
              <p className={styles.purposeName}>{row.purpose}</p>
              <dl className={styles.purposeFacts}>
                <dt className={styles.factTerm}>{s.purposes.columns.data}</dt>
                <dd className={styles.factValue}>{row.data}</dd>
                <dt className={styles.factTerm}>{s.purposes.columns.basis}</dt>
                <dd className={styles.factValue}>{row.basis}</dd>
                <dt className={styles.factTerm}>{s.purposes.columns.retention}</dt>
                <dd className={styles.factValue}>{row.retention}</dd>
              </dl>
            </li>
          ))}
        </ul>
      </>
    ),
  },
  { id: 'compartilhamento', title: s.sharing.title, body: <List items={s.sharing.items} /> },
  { id: 'prazos', title: s.retention.title, body: <List items={s.retention.items} /> },
  {
    id: 'direitos',
    title: s.rights.title,
    body: (
      <>
        <p className={styles.paragraph}>{s.rights.intro}</p>
        <List items={s.rights.items} />
        <p className={styles.paragraph} style={{ marginTop: 10 }}>
          {s.rights.how}
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: s.storage.title,
    body: (
      <>
        <Paragraphs items={s.storage.paragraphs} />
        {cookieSettings}
      </>
    ),
  },
  { id: 'seguranca', title: s.security.title, body: <Paragraphs items={s.security.paragraphs} /> },
  { id: 'alteracoes', title: s.changes.title, body: <Paragraphs items={s.changes.paragraphs} /> },
];

export interface PrivacyPageProps {
  onNavigate?: Navigate;
  /** 'Seus consentimentos': the signed-in customer's consents (ui/privacy/privacy-consents.tsx), or a visitor's invitation to sign in. */
  consents?: ReactNode;
  /**
   * The data subject's requests (access and export, correction, deletion,
   * sharing; LGPD art. 18): a whole section of the centre (its heading's id
   * is 'pedidos'), after the consents, with its entry in 'Nesta página'.
   */
  requests?: { title: string; body: ReactNode } | undefined;
  /** The button that reopens the cookie choice ('Preferências de cookies'). */
  cookieSettings?: ReactNode;
}

export function PrivacyPage({ onNavigate, consents, requests, cookieSettings }: PrivacyPageProps) {
  // The centre's own parts first (what the person can do here), then the policy.
  const sections: Section[] = [
    ...(consents ? [{ id: 'consentimentos', title: privacyCentreLabels.consents.title, body: <CentrePanel intro={privacyCentreLabels.consents.intro} after={<ProposalMessages />}>{consents}</CentrePanel> }] : []),
    ...(requests ? [{ id: 'pedidos', title: requests.title, body: requests.body, standalone: true }] : []),
    ...policySections(cookieSettings),
  ];
  return (
    <article className={styles.page} aria-labelledby="privacidade-titulo" data-testid="privacy-page" data-version={p.version}>
      <PageTitle text={p.title} />
      <h1 id="privacidade-titulo" className={styles.title}>
        {p.title}
      </h1>
      <p className={styles.version}>{p.versionLine(p.version, p.effectiveFrom)}</p>
      <p className={styles.paragraph}>{p.intro}</p>
      <nav className={styles.contents} aria-labelledby="privacidade-indice">
        <p id="privacidade-indice" className={styles.contentsTitle}>
          {p.contents}
        </p>
        <ol className={styles.contentsList}>
          {sections.map((section) => (
            <li key={section.id}>
              <a className={styles.link} href={`#${section.id}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) =>
        section.standalone ? (
          <Fragment key={section.id}>{section.body}</Fragment>
        ) : (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className={styles.sectionTitle}>
              {section.title}
            </h2>
            {section.body}
          </section>
        ),
      )}
      <NavLink className={`${styles.link} ${styles.back}`} href="/" onNavigate={onNavigate}>
        {p.back}
      </NavLink>
    </article>
  );
}

function CentrePanel({ intro, children, after }: { intro: string; children: ReactNode; after?: ReactNode }) {
  return (
    <div className={styles.centrePanel}>
      <p className={styles.paragraph}>{intro}</p>
      {children}
      {after}
    </div>
  );
}

/** Which e-mail a proposal sends its customer: all transactional; those sent always, and those the e-mail consent holds back. */
function ProposalMessages() {
  const t = privacyCentreLabels.consents.messages;
  const always = CUSTOMER_LEAD_MESSAGES.filter((m) => !FOLLOWS_EMAIL_CONSENT[m]);
  const withConsent = CUSTOMER_LEAD_MESSAGES.filter((m) => FOLLOWS_EMAIL_CONSENT[m]);
  return (
    <section className={styles.messages} aria-labelledby="mensagens-do-pedido" data-testid="proposal-messages">
      <h3 id="mensagens-do-pedido" className={styles.messagesTitle}>
        {t.title}
      </h3>
      <p className={styles.paragraph}>{t.intro}</p>
      <p className={styles.paragraph}>{t.always}</p>
      <List items={always.map((m) => t.names[m])} />
      <p className={styles.paragraph} style={{ marginTop: 10 }}>
        {t.withConsent(privacyCentreLabels.consents.purpose.email)}
      </p>
      <List items={withConsent.map((m) => t.names[m])} />
    </section>
  );
}

/** 'Política de Privacidade' as a link to the policy, in a new tab so the form being filled is kept. */
export function PrivacyPolicyLink({ className }: { className?: string | undefined }) {
  return (
    <a href={PRIVACY_PATH} target="_blank" rel="noopener" title={p.opensInNewTab} className={className ?? styles.link}>
      {p.linkText}
    </a>
  );
}

/** A text that names the policy, with the name as its link (the text as is when it does not name it). */
export function WithPolicyLink({ text, className }: { text: string; className?: string | undefined }) {
  const parts = splitAtPolicyName(text);
  if (!parts) return <>{text}</>;
  return (
    <>
      {parts.before}
      <PrivacyPolicyLink className={className} />
      {parts.after}
    </>
  );
}
