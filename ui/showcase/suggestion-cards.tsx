/**
 * Offer suggestion cards (spec 000 §2 "Others"): model, version, brand logo,
 * 'A partir de' minimum monthly price in R$, 'ver detalhes' (to the offer on
 * its brand's site), in a slider with bullets. Reusable: the details page
 * shows it too.
 */
import { formatBRL } from '../../models/common/money';
import { isPriceAvailable, priceOrUnavailable } from '../../models/pricing/shown-price';
import { isBrand } from '../../models/offer/offer';
import { defaultShowcaseLabels, type ShowcaseScreenLabels } from '../../models/labels/showcase';
import { suggestionLink, type SuggestionsRequest } from '../../models/content/suggestions';
import { sameItems } from '../../machines/offer-list/offer-list.machine';
import { useSuggestions, useSuggestionsEvents, useSuggestionsSelector } from '../../machines/suggestions/suggestions.context';
import { selectPage, selectPages, selectPerPage, selectSuggestions, selectSuggestionsStatus } from '../../machines/suggestions/suggestions.machine';
import { brandThemes } from '../theme/theme.css';
import { VehicleDrawing } from '../vehicle/vehicle-drawing';
import { isBodyType, vehicleShapeOf } from '../../models/offer/vehicle-body';
import * as styles from './parts.css';

export interface SuggestionCardsProps {
  request: SuggestionsRequest;
  labels?: ShowcaseScreenLabels;
  /** Cards a slider page shows (1 on mobile). */
  perPage: number;
  /** The page's other-brand sites (site configuration): a suggestion of another brand opens on its brand's site. */
  multibrandOrder?: readonly { brand: string; url: string }[];
  siteBrand?: string;
  /** This site's origin: a brand site of another origin opens in a new tab, as an offer card leaving the site does. */
  siteOrigin?: string;
}

export function SuggestionCards({ request, labels = defaultShowcaseLabels, perPage, multibrandOrder = [], siteBrand, siteOrigin }: SuggestionCardsProps) {
  const actor = useSuggestions(request, perPage);
  const status = useSuggestionsSelector(actor, selectSuggestionsStatus);
  const suggestions = useSuggestionsSelector(actor, selectSuggestions, sameItems);
  const page = useSuggestionsSelector(actor, selectPage);
  const pages = useSuggestionsSelector(actor, selectPages);
  const size = useSuggestionsSelector(actor, selectPerPage);
  const events = useSuggestionsEvents(actor);
  if (status !== 'ready') return null;
  const shown = suggestions.slice(page * size, page * size + size);
  return (
    <section className={styles.suggestions} aria-labelledby="suggestions-title" data-testid="suggestions">
      <h3 id="suggestions-title" className={styles.suggestionsTitle}>
        {labels.suggestions.title}
      </h3>
      <ul className={styles.suggestionTrack}>
        {shown.map((s) => {
          const brandName = isBrand(s.brand) ? labels.brandNames[s.brand] : s.brand;
          const link = suggestionLink(s, { multibrandOrder, siteBrand, siteOrigin });
          const name = `${brandName} ${s.modelShortName} ${s.versionName}`;
          return (
            <li key={s.id} className={isBrand(s.brand) ? brandThemes[s.brand] : undefined}>
              <article className={styles.suggestionCard} data-testid="suggestion-card" aria-label={`${brandName} ${s.modelShortName}`}>
                <span className={styles.suggestionLogo} role="img" aria-label={labels.suggestions.brandLogo(brandName)}>
                  {brandName}
                </span>
                <VehicleDrawing
                  className={styles.suggestionPicture}
                  shape={vehicleShapeOf({ brand: s.brand, modelShortName: s.modelShortName, bodyType: isBodyType(s.bodyType) ? s.bodyType : 'hatch' })}
                  rgb={s.rgb}
                  secondaryRgb={s.secondaryRgb}
                  label={labels.card.drawing(brandName, s.modelShortName, '')}
                />
                <p className={styles.suggestionModel}>{s.modelShortName}</p>
                <p className={styles.suggestionVersion}>{s.versionName}</p>
                {isPriceAvailable(s.minimumMonthlyPrice) ? (
                  <p className={styles.suggestionPrice}>
                    {labels.suggestions.fromPrice} <strong>{formatBRL(s.minimumMonthlyPrice)}</strong>
                    {labels.suggestions.perMonth}
                  </p>
                ) : (
                  <p className={styles.suggestionPrice} data-price="unavailable">
                    {priceOrUnavailable(s.minimumMonthlyPrice)}
                  </p>
                )}
                {link.leavesSite ? (
                  // Another brand's site: a link that says so, opened in a new tab.
                  <a
                    className={styles.suggestionLink}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-exit="brandOffer"
                    aria-label={labels.card.exitName(labels.suggestions.seeDetails, name, brandName)}
                  >
                    {labels.suggestions.seeDetails}
                    <span aria-hidden="true"> ↗</span>
                  </a>
                ) : (
                  <a className={styles.suggestionLink} href={link.href} aria-label={`${labels.suggestions.seeDetails}: ${name}`}>
                    {labels.suggestions.seeDetails}
                  </a>
                )}
              </article>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <ul className={styles.bullets} style={{ justifyContent: 'center', marginTop: 12 }}>
          {Array.from({ length: pages }, (_, i) => (
            <li key={i}>
              <button type="button" className={styles.bullet} aria-label={labels.suggestions.goTo(i + 1)} aria-current={i === page} onClick={() => events.goTo(i)} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
