/** The showcase card only offer admins see (spec 001 §6 "the new-offer card"). */
import { editorPath, NEW_OFFER_ID } from '../../models/app/manager-address';
import { type ShowcaseLabels } from '../../models/labels/showcase';
import { NavLink, type Navigate } from '../layout/nav-link';
import * as own from './admin-offer-card.css';
import * as styles from './offer-card.css';

export interface AdminOfferCardProps {
  labels: ShowcaseLabels['adminCard'];
  href?: string | undefined;
  /** Hands a plain click to the app's router (else the link loads its page). */
  onNavigate?: Navigate | undefined;
}

export function AdminOfferCard({ labels, href = editorPath(NEW_OFFER_ID), onNavigate }: AdminOfferCardProps) {
  return (
    <article className={`${styles.card} ${own.card}`} data-testid="admin-offer-card" aria-labelledby="admin-offer-card-title">
      <div className={styles.body}>
        <h3 id="admin-offer-card-title" className={styles.title}>
          {labels.title}
        </h3>
        <p className={styles.version}>{labels.text}</p>
        <NavLink className={own.button} href={href} onNavigate={onNavigate}>
          {labels.button}
        </NavLink>
      </div>
    </article>
  );
}
