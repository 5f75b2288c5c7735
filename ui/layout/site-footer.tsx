/**
 * The footer of every page: who the site is (razão social, CNPJ, address),
 * how to reach it (SAC and ouvidoria: phone, e-mail, hours) and the pages a
 * customer reads before sending their data (how it works, questions,
 * companies, terms of use, privacy policy, the cookie choice) — Decreto
 * 7.962/2013, art. 2.
 */
import type { ReactNode } from 'react';
import { siteLabels } from '../../models/labels/site';
import { formatCnpj, telHref, type ContactChannel, type SiteIdentity } from '../../models/app/site-identity';
import { FrameLink, type SiteNavItem } from './frame-link';
import type { Navigate } from './nav-link';
import * as styles from './app-shell.css';

const t = siteLabels.footer;

function Channel({ name, channel, note }: { name: string; channel: ContactChannel; note?: string }) {
  return (
    <div className={styles.channel}>
      <h3 className={styles.channelName}>{name}</h3>
      <p className={styles.footerLine}>
        <a className={styles.footerLink} href={telHref(channel.phone)} aria-label={t.phoneLink(name, channel.phone)}>
          {channel.phone}
        </a>
      </p>
      <p className={styles.footerLine}>
        <a className={styles.footerLink} href={`mailto:${channel.email}`} aria-label={t.emailLink(name, channel.email)}>
          {channel.email}
        </a>
      </p>
      <p className={styles.footerMuted}>{t.hours(channel.hours)}</p>
      {note ? <p className={styles.footerMuted}>{note}</p> : null}
    </div>
  );
}

export interface SiteFooterProps {
  identity: SiteIdentity;
  links: readonly SiteNavItem[];
  onNavigate?: Navigate | undefined;
  /** After the links (the cookie choice). */
  actions?: ReactNode;
}

export function SiteFooter({ identity, links, onNavigate, actions }: SiteFooterProps) {
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.footerColumns}>
        <section className={styles.footerAbout} aria-labelledby="rodape-empresa">
          <h2 id="rodape-empresa" className={styles.footerBrand}>
            {identity.tradeName}
          </h2>
          <p className={styles.footerMuted}>{t.about}</p>
        </section>
        <section aria-labelledby="rodape-atendimento">
          <h2 id="rodape-atendimento" className={styles.footerHeading}>
            {t.service}
          </h2>
          <div className={styles.channels}>
            <Channel name={t.sac} channel={identity.sac} />
            <Channel name={t.ombudsman} channel={identity.ombudsman} note={t.ombudsmanNote} />
          </div>
        </section>
        <nav aria-labelledby="rodape-institucional">
          <h2 id="rodape-institucional" className={styles.footerHeading}>
            {t.institutional}
          </h2>
          <ul className={styles.footerList}>
            {links.map((item) => (
              <li key={item.href}>
                <FrameLink item={item} onNavigate={onNavigate} className={styles.footerLink} />
              </li>
            ))}
            {actions ? <li>{actions}</li> : null}
          </ul>
        </nav>
      </div>
      <div className={styles.footerLegal} data-testid="site-identity">
        <p className={styles.footerLine}>
          <strong>{identity.legalName}</strong> · {t.cnpj(formatCnpj(identity.cnpj))}
        </p>
        <p className={styles.footerLine}>{identity.address}</p>
        <p className={styles.footerLine}>
          {t.note}{' '}
          <a className={styles.footerLink} href={t.consumerHref} target="_blank" rel="noopener noreferrer">
            {t.consumer}
          </a>
        </p>
      </div>
    </footer>
  );
}
