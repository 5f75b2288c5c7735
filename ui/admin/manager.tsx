/**
 * The offer manager's grid (spec 000 §2 "Offer manager (admin)", 001 §6):
 * the 'CADASTRE SUA OFERTA' card, then every offer regardless of category
 * and status in its admin card wrapper, with filters by brand, status and
 * person type and a text search on model and version. The grid runs the
 * manager chart while it is shown.
 */
import { useEffect } from 'react';
import { defaultManagerLabels, type ManagerScreenLabels } from '../../models/labels/admin-manager';
import { MANAGER_FILTER_CHOICES, MANAGER_SEARCH_MAX, parseFilterChoice, type ManagedOffer } from '../../models/offer-admin/offer-manager';
import { OFFER_STATUS_LABELS } from '../../models/offer/offer-status';
import { useOfferManager, useOfferManagerEvents, useOfferManagerSelector } from '../../machines/offer-manager/offer-manager.context';
import {
  selectAllOffers,
  selectCanClearFilters,
  selectCards,
  selectCanRetry,
  selectFilteredOffers,
  selectFilters,
  selectManagerStatus,
  selectPage,
  selectPageSize,
  selectShownOffers,
} from '../../machines/offer-manager/offer-manager.machine';
import { Pager } from '../layout/pager';
import { AdminOfferCard as NewOfferCard } from '../showcase/admin-offer-card';
import type { CardSettings } from '../showcase/offer-card';
import { AdminCardProviders, AdminOfferCardView } from './admin-offer-card';
import * as styles from './manager.css';

export interface OfferManagerGridProps {
  labels?: ManagerScreenLabels;
  settings?: CardSettings;
  /** The editor on a new offer ('NOVA OFERTA'). */
  newOfferHref: string;
  editorHref: (offerId: string) => string;
  previewHref: (offerId: string) => string;
  onNavigate: (href: string) => void;
}

const sameList = (a: readonly ManagedOffer[], b: readonly ManagedOffer[]) => a.length === b.length && a.every((o, i) => o === b[i]);

export function OfferManagerGrid({ labels = defaultManagerLabels, settings, newOfferHref, editorHref, previewHref, onNavigate }: OfferManagerGridProps) {
  const actor = useOfferManager();
  const events = useOfferManagerEvents(actor);
  const status = useOfferManagerSelector(actor, selectManagerStatus);
  const filters = useOfferManagerSelector(actor, selectFilters);
  const all = useOfferManagerSelector(actor, selectAllOffers);
  const filtered = useOfferManagerSelector(actor, selectFilteredOffers, sameList);
  const shown = useOfferManagerSelector(actor, selectShownOffers, sameList);
  const page = useOfferManagerSelector(actor, selectPage);
  const pageSize = useOfferManagerSelector(actor, selectPageSize);
  const canClear = useOfferManagerSelector(actor, selectCanClearFilters);
  const canRetry = useOfferManagerSelector(actor, selectCanRetry);
  const cards = useOfferManagerSelector(actor, selectCards);
  const t = labels;
  // Back to the window (another tab, another app): read the list again, another admin may have changed it.
  useEffect(() => {
    const visible = () => {
      if (document.visibilityState === 'visible') events.windowFocused();
    };
    window.addEventListener('focus', events.windowFocused);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('focus', events.windowFocused);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [events]);
  const listed = status === 'listed' || status === 'refreshing' || status === 'polling';
  const shownIds = new Set(shown.map((o) => o.id));

  return (
    <AdminCardProviders>
      <section className={styles.page} aria-labelledby="manager-title" data-testid="offer-manager" data-status={status}>
        <h1 id="manager-title" className={styles.heading}>
          {t.title}
        </h1>
        <p className={styles.intro}>{t.intro}</p>
        <form className={styles.filters} role="search" aria-label={t.filters} onSubmit={(e) => e.preventDefault()}>
          <label className={styles.field}>
            <span className={styles.label}>{t.brand}</span>
            <select className={styles.select} value={filters.brand} onChange={(e) => events.filter({ brand: parseFilterChoice('brand', e.target.value) })}>
              {MANAGER_FILTER_CHOICES.brand.map((b) => (
                <option key={b} value={b}>
                  {b === 'all' ? t.all : labels.brandNames[b]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t.status}</span>
            <select className={styles.select} value={filters.status} onChange={(e) => events.filter({ status: parseFilterChoice('status', e.target.value) })}>
              {MANAGER_FILTER_CHOICES.status.map((s) => (
                <option key={s} value={s}>
                  {s === 'all' ? t.all : OFFER_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span className={styles.label}>{t.personType}</span>
            <select
              className={styles.select}
              value={filters.personType}
              onChange={(e) => events.filter({ personType: parseFilterChoice('personType', e.target.value) })}
            >
              {MANAGER_FILTER_CHOICES.personType.map((p) => (
                <option key={p} value={p}>
                  {p === 'all' ? t.allPersonTypes : p === 'LEGAL_PERSON' ? labels.offerAdmin.legalPerson : labels.offerAdmin.naturalPerson}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.searchField}>
            <span className={styles.label}>{t.search}</span>
            <input
              className={styles.input}
              type="search"
              value={filters.text}
              maxLength={MANAGER_SEARCH_MAX}
              placeholder={t.searchPlaceholder}
              onChange={(e) => events.filter({ text: e.target.value })}
            />
          </label>
          <button type="button" className={styles.clearButton} disabled={!canClear} onClick={events.clearFilters}>
            {t.clearFilters}
          </button>
        </form>
        {status === 'loadingOffers' ? (
          <p className={styles.message} role="status" aria-busy="true">
            {t.loading}
          </p>
        ) : null}
        {status === 'failed' ? (
          <div className={styles.errorBox} role="alert">
            <p className={styles.errorText}>{t.loadFailed}</p>
            {canRetry ? (
              <button type="button" className={styles.primaryButton} onClick={events.retry}>
                {t.retry}
              </button>
            ) : null}
          </div>
        ) : null}
        {listed ? (
          <>
            <p className={styles.count} role="status" aria-busy={status === 'refreshing'}>
              {t.count(filtered.length, all.length)}
            </p>
            <ul className={styles.grid} aria-label={t.grid}>
              <li>
                <NewOfferCard labels={labels.card.adminCard} href={newOfferHref} onNavigate={onNavigate} />
              </li>
              {/* Every card stays mounted (its actor and toast live on); the filters and the page hide the others. */}
              {all.map((offer) => {
                const card = cards[offer.id];
                return card ? (
                  <li key={offer.id} hidden={!shownIds.has(offer.id)}>
                    <AdminOfferCardView
                      // Someone else changed the offer: the chart started a new card actor from the new data.
                      key={card.id}
                      actorRef={card}
                      labels={labels}
                      {...(settings ? { settings } : {})}
                      editorHref={editorHref}
                      previewHref={previewHref}
                      onNavigate={onNavigate}
                    />
                  </li>
                ) : null;
              })}
            </ul>
            {filtered.length === 0 && all.length > 0 ? <p className={styles.message}>{t.noneMatch}</p> : null}
            <Pager label={t.pages} page={page} total={filtered.length} size={pageSize} onPage={events.goToPage} testId="manager-pages" />
          </>
        ) : null}
      </section>
    </AdminCardProviders>
  );
}
