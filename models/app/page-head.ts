/**
 * A page's head as crawlers and link previews read it (WhatsApp, search
 * engines, social networks): its title, description, canonical address,
 * whether it may be indexed, its preview picture and, for an offer, its
 * structured data (schema.org `Car` with a monthly `Offer`, typed by
 * `schema-dts`). Pure: the server writes it into the page it serves
 * (server/http/page-head.ts); the titles are the ones the app's pages put in
 * the tab (models/labels/site.ts `titles`), so the server's first title and
 * the app's agree.
 *
 * Only the public pages are indexed: the showcase, an offer, 'Como funciona',
 * the terms and the profile simulator. Account, seller, admin, manager and
 * privacy pages, the cart and any unknown address are `noindex`.
 */
import { object, optional, pattern, string, type Infer } from 'superstruct';
import type { AutoDealer, Car, Offer as SchemaOffer, WithContext } from 'schema-dts';
import { pageHeadLabels } from '../labels/page-head';
import { profileSimulatorLabels } from '../labels/profile-simulator';
import { howItWorksLabels } from '../labels/how-it-works';
import { labels } from '../labels/spec';
import { siteLabels } from '../labels/site';
import { termsLabels } from '../labels/terms';
import type { Offer } from '../offer/offer';
import { initialConfiguration } from '../pricing/offer-details';
import { isPriceAvailable, priceOrUnavailable } from '../pricing/shown-price';
import { centavosToDecimal, minimumMonthlyPrice } from '../pricing/pricing';
import { HOW_IT_WORKS_PATH, PROFILE_SIMULATOR_PATH, SHOWCASE_PATH, TERMS_PATH } from './pages';
import { parseDetailsSearch, parseShowcaseSearch } from './route-params';
import { DEMO_COMPANIES_HREF, parseDemoModes } from './site-config';

/** The preview picture's size (Open Graph's and WhatsApp's large card: 1.91:1). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The preview picture of an offer, in a colour, of one revision of the offer (the address changes when the offer does). */
export function offerImagePath(offerId: string, revision: number, colorId: string | null): string {
  const query = new URLSearchParams({ v: String(revision), ...(colorId ? { colour: colorId } : {}) });
  return `/og/offer/${encodeURIComponent(offerId)}.png?${query.toString()}`;
}

/** `GET /og/offer/:file`: the offer's id and `.png`. */
export const OfferImageFileParams = object({ file: pattern(string(), /^[A-Za-z0-9._-]{1,80}\.png$/) });
/** Its query: the offer's revision the address was made for (any other still answers, uncached) and the colour. */
export const OfferImageQuery = object({
  v: optional(pattern(string(), /^\d{1,15}$/)),
  colour: optional(pattern(string(), /^[A-Za-z0-9._-]{1,80}$/)),
});
export type OfferImageQuery = Infer<typeof OfferImageQuery>;

export interface HeadImage {
  /** Absolute address. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface PageHead {
  /** The tab's title; null keeps the page's own. */
  title: string | null;
  description: string;
  /** The page's canonical address, absolute (none for a page that is never indexed). */
  canonical: string | null;
  /** May search engines list it? */
  index: boolean;
  /** Open Graph's type. */
  type: 'website' | 'product';
  image: HeadImage | null;
  /** The offer's structured data (JSON-LD). */
  jsonLd: WithContext<Car> | null;
}

/** The offer a details address names, as the server found it: published, with its row's revision. */
export interface HeadOffer {
  offer: Offer;
  revision: number;
}

/** The pages that may be indexed, with their tab titles and descriptions. */
const PUBLIC_PAGES: Readonly<Record<string, { title: string; description: string }>> = {
  [SHOWCASE_PATH]: { title: siteLabels.titles.showcase, description: pageHeadLabels.descriptions.showcase },
  [HOW_IT_WORKS_PATH]: { title: howItWorksLabels.title, description: pageHeadLabels.descriptions.howItWorks },
  [TERMS_PATH]: { title: termsLabels.title, description: pageHeadLabels.descriptions.terms },
  [PROFILE_SIMULATOR_PATH]: { title: profileSimulatorLabels.pageTitle, description: pageHeadLabels.descriptions.profileSimulator },
};

/** The public pages' addresses (the sitemap lists them): those above, and the demo site's page for companies. */
export const INDEXED_PAGE_PATHS: readonly string[] = [...Object.keys(PUBLIC_PAGES), DEMO_COMPANIES_HREF];

/** A path without its trailing slash (the root stays `/`). */
function trimmed(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || SHOWCASE_PATH : pathname;
}

/** The details address of an offer (the canonical one: no configuration, no campaign). */
export function offerPath(offerId: string): string {
  return `${SHOWCASE_PATH}?offerId=${encodeURIComponent(offerId)}`;
}

/** The name of an offer's car: 'Fiat Mobi Like 1.0'. */
export function offerName(offer: Pick<Offer, 'brand' | 'modelShortName' | 'versionName'>): string {
  return pageHeadLabels.offerName(labels.brandNames[offer.brand], offer.modelShortName, offer.versionName);
}

/** The tab title of an offer's page, as the details page shows it. */
export function offerTitle(offer: Pick<Offer, 'brand' | 'modelShortName' | 'versionName'>): string {
  return siteLabels.titles.of(siteLabels.titles.offer(labels.brandNames[offer.brand], offer.modelShortName, offer.versionName));
}

/** The offer's description: name, the card's monthly price (the site's one pricing rule), engine, gear and fuel. */
export function offerDescription(offer: Offer): string {
  const monthly = minimumMonthlyPrice(offer);
  const d = pageHeadLabels.descriptions;
  return isPriceAvailable(monthly)
    ? d.offer(offerName(offer), priceOrUnavailable(monthly), offer.engine, offer.gear, offer.fuel)
    : d.offerWithoutPrice(offerName(offer), offer.engine, offer.gear, offer.fuel);
}

/** The colour a details address opens in: the address's own when the offer has it, else the one the page opens with. */
export function headColour(offer: Offer, search: Record<string, unknown>): Offer['colors'][number] | null {
  const asked = parseDetailsSearch(search).colour;
  const id = asked && offer.colors.some((c) => c.colorId === asked) ? asked : initialConfiguration(offer).colorId;
  return offer.colors.find((c) => c.colorId === id) ?? null;
}

/**
 * The offer's structured data: a schema.org `Car` (a `Product`) with its
 * brand, model, fuel, transmission and year, and an `Offer` at the card's
 * monthly price as a `UnitPriceSpecification` per month (UN/CEFACT `MON`);
 * the offer's dealer, when it has one, as the `AutoDealer` that offers it.
 */
export function offerJsonLd(offer: Offer, canonical: string, image: string | null): WithContext<Car> {
  const monthly = minimumMonthlyPrice(offer);
  const dealer: AutoDealer | undefined = offer.dealer
    ? {
        '@type': 'AutoDealer',
        name: offer.dealer.name,
        address: {
          '@type': 'PostalAddress',
          ...(offer.dealer.cityName ? { addressLocality: offer.dealer.cityName } : {}),
          addressRegion: offer.dealer.state,
          addressCountry: 'BR',
        },
      }
    : undefined;
  const leaseOffer: SchemaOffer | undefined = isPriceAvailable(monthly)
    ? {
        '@type': 'Offer',
        url: canonical,
        availability: 'https://schema.org/InStock',
        // Leased out, not sold: GoodRelations' business function, by reference.
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceCurrency: 'BRL',
        price: centavosToDecimal(monthly),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: centavosToDecimal(monthly),
          priceCurrency: 'BRL',
          unitCode: 'MON',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        ...(dealer ? { offeredBy: dealer, seller: dealer } : {}),
      }
    : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: offerName(offer),
    description: offerDescription(offer),
    url: canonical,
    ...(image ? { image } : {}),
    sku: offer.id,
    brand: { '@type': 'Brand', name: labels.brandNames[offer.brand] },
    model: offer.modelShortName,
    vehicleConfiguration: offer.versionName,
    vehicleModelDate: String(offer.modelYear),
    productionDate: String(offer.manufactureYear),
    fuelType: offer.fuel,
    vehicleTransmission: offer.gear,
    vehicleEngine: { '@type': 'EngineSpecification', name: offer.engine },
    numberOfDoors: offer.doors,
    itemCondition: 'https://schema.org/NewCondition',
    ...(leaseOffer ? { offers: leaseOffer } : {}),
  };
}

/**
 * The head of a page: `pathname` and `search` are the address's; `offer` the
 * published offer a details address names (null when it names none, or one
 * not published); `origin` the site's public address (PUBLIC_URL, never the
 * request's).
 */
export function pageHeadOf(pathname: string, search: Record<string, unknown>, offer: HeadOffer | null, origin: string): PageHead {
  const path = trimmed(pathname);
  const site = origin.replace(/\/+$/, '');
  const showcase = parseShowcaseSearch(search);
  if (path === SHOWCASE_PATH && showcase.offerId) {
    const canonical = `${site}${offerPath(showcase.offerId)}`;
    if (!offer) {
      return {
        title: siteLabels.titles.of(siteLabels.titles.offerUnavailable),
        description: pageHeadLabels.descriptions.offerUnavailable,
        canonical,
        index: false,
        type: 'website',
        image: null,
        jsonLd: null,
      };
    }
    const colour = headColour(offer.offer, search);
    const image: HeadImage = {
      url: `${site}${offerImagePath(offer.offer.id, offer.revision, colour?.colorId ?? null)}`,
      ...OG_IMAGE_SIZE,
      alt: pageHeadLabels.imageAlt(offerName(offer.offer), colour?.name ?? null),
    };
    return {
      title: offerTitle(offer.offer),
      description: offerDescription(offer.offer),
      canonical,
      // A seller's edit link is a lead's, never a page to list.
      index: !showcase.leadId && !showcase.authorization,
      type: 'product',
      image,
      jsonLd: offerJsonLd(offer.offer, canonical, image.url),
    };
  }
  // The demo site's page for companies (the header's 'Empresas'): its own title, listed under its own address.
  if (path === SHOWCASE_PATH && parseDemoModes(showcase.demo).includes('legalPerson')) {
    const title = siteLabels.titles.of(siteLabels.titles.companies);
    return { title, description: pageHeadLabels.descriptions.companies, canonical: `${site}${DEMO_COMPANIES_HREF}`, index: true, type: 'website', image: null, jsonLd: null };
  }
  const page = PUBLIC_PAGES[path];
  if (page) {
    return { title: siteLabels.titles.of(page.title), description: page.description, canonical: `${site}${path}`, index: true, type: 'website', image: null, jsonLd: null };
  }
  // The app's other pages name the tab themselves (ui/layout/page-title.tsx) and are never listed.
  return {
    title: null,
    description: pageHeadLabels.descriptions.other,
    canonical: null,
    index: false,
    type: 'website',
    image: null,
    jsonLd: null,
  };
}
