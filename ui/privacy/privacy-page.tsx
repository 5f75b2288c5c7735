/**
 * The privacy policy (`/privacidade`): what the site keeps, why, on which
 * LGPD basis, with whom it is shared, for how long, and the data subject's
 * rights, with the text version. The texts are `privacyLabels`.
 */
import { useEffect, type ReactNode } from 'react';
import { privacyLabels } from '../../models/labels/privacy';
import { PRIVACY_PATH } from '../../models/pages';
import { splitAtPolicyName } from '../../models/privacy';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as styles from './privacy.css';

const p = privacyLabels;
const s = p.sections;

type Section = { id: string; title: string; body: ReactNode };

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

const sections: Section[] = [
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
  { id: 'cookies', title: s.storage.title, body: <Paragraphs items={s.storage.paragraphs} /> },
  { id: 'seguranca', title: s.security.title, body: <Paragraphs items={s.security.paragraphs} /> },
  { id: 'alteracoes', title: s.changes.title, body: <Paragraphs items={s.changes.paragraphs} /> },
];

export function PrivacyPage({ onNavigate, requests }: { onNavigate?: Navigate; requests?: ReactNode }) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${p.title} | Flua!`;
    return () => {
      document.title = previous;
    };
  }, []);
  return (
    <article className={styles.page} aria-labelledby="privacidade-titulo" data-testid="privacy-page" data-version={p.version}>
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
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id}>
          <h2 id={section.id} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      {requests}
      <NavLink className={`${styles.link} ${styles.back}`} href="/" onNavigate={onNavigate}>
        {p.back}
      </NavLink>
    </article>
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
