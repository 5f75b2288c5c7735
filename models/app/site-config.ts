/**
 * The page's configuration object (read from a JSON script tag in index.html),
 * with the spec's defaults (spec 000 §2, 001 §9). Anything invalid falls back
 * to its default, key by key.
 *
 * Demo modes (`?demo=carousel,cardV2,…`) switch parts of it on so every mode
 * of the showcase can be seen and tested; see `applyDemoModes`.
 */
import {
  array,
  boolean,
  create,
  defaulted,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type Infer,
  type Struct,
} from 'superstruct';
import { match } from 'ts-pattern';
import { isSameSitePath } from '../common/links';
import { leadFormSpec } from '../labels/spec-lead-form';
import type { LabelOverrides } from '../labels/spec';
import { CampaignV1, CampaignV2, CssColour, InformationPage, MultibrandOrder, RedirectList } from '../content/content';

export { CssColour };
import { BRANDS, Brand, TargetEntityType } from '../offer/offer';
import { DEALERS_VERSIONS, DEFAULT_DEALERS_VERSION } from '../dealer/dealers-version';
import { SHOWCASE_DEFAULTS } from '../showcase/showcase';
import { SiteIdentity } from './site-identity';

/** Business constants of the showcase (spec 001 §9 "Cards"). */
export const SHOWCASE_TIMINGS = {
  infiniteScrollDistance: 10,
  infiniteScrollDelayMs: 1500,
  infiniteScrollThrottleMs: 200,
  cardsPerSlideDesktop: 3,
  cardsPerSlideMobile: 1,
  slideStepDesktopPx: 1200,
  slideStepMobilePx: 370,
  slideTransitionMs: 1200,
  featuresShown: 3,
  highlightRotationMs: 2000,
  suggestionsCount: 4,
} as const;

const ms = (def: number) => defaulted(max(min(integer(), 0), 60_000), def);
const px = (def: number) => defaulted(max(min(integer(), 0), 10_000), def);
/** A link: a path on this site or an http(s) address (no backslash: browsers read it as a slash, `/\host` is another site). */
export const Link = refine(pattern(string(), /^(\/|https?:\/\/)[^\s<>"'\\]{0,2000}$/), 'link', (value) => /^https?:/.test(value) || isSameSitePath(value));

export const InfiniteScrollConfig = object({
  enabled: defaulted(boolean(), false),
  /** How close (px) the end of the list must come to the bottom of the window. */
  distance: px(SHOWCASE_TIMINGS.infiniteScrollDistance),
  delayMs: ms(SHOWCASE_TIMINGS.infiniteScrollDelayMs),
  throttleMs: ms(SHOWCASE_TIMINGS.infiniteScrollThrottleMs),
});

export const CarouselConfig = object({
  desktop: defaulted(boolean(), false),
  mobile: defaulted(boolean(), false),
  arrows: defaulted(boolean(), true),
  cardsPerSlideDesktop: defaulted(max(min(integer(), 1), 6), SHOWCASE_TIMINGS.cardsPerSlideDesktop),
  cardsPerSlideMobile: defaulted(max(min(integer(), 1), 3), SHOWCASE_TIMINGS.cardsPerSlideMobile),
  stepDesktopPx: px(SHOWCASE_TIMINGS.slideStepDesktopPx),
  stepMobilePx: px(SHOWCASE_TIMINGS.slideStepMobilePx),
  transitionMs: ms(SHOWCASE_TIMINGS.slideTransitionMs),
});

/** One choice of the offer filter: a category, or a list of model codes. */
export const FilterOption = object({
  id: pattern(string(), /^[A-Za-z0-9_-]{1,40}$/),
  categoryName: size(string(), 1, 60),
  categoryCode: optional(size(string(), 1, 40)),
  categoryImg: optional(Link),
  categoryDescription: optional(size(string(), 0, 200)),
  modelCodes: optional(size(array(size(string(), 1, 40)), 1, 200)),
});
export type FilterOption = Infer<typeof FilterOption>;


export const DefaultCardConfig = object({
  buttonText: optional(size(string(), 1, 40)),
  cardBackgroundColor: optional(CssColour),
  cardFontColor: optional(CssColour),
  cardButtonColor: optional(CssColour),
  cardButtonFontColor: optional(CssColour),
});

export const CardConfig = object({
  version: defaulted(enums(['v1', 'v2']), 'v1'),
  featuresShown: defaulted(max(min(integer(), 0), 20), SHOWCASE_TIMINGS.featuresShown),
  highlightRotationMs: defaulted(max(min(integer(), 100), 60_000), SHOWCASE_TIMINGS.highlightRotationMs),
  /** Hide the instalments and show `instalmentsReplacementLabel` instead. */
  hideInstalments: defaulted(boolean(), false),
  instalmentsReplacementLabel: optional(size(string(), 1, 120)),
  /** 'Simule uma entrada e economize até {price}'. */
  showSaving: defaulted(boolean(), true),
  /** The parent says whether 'Saiba Mais' shows (spec 000 §2). */
  showInformationPage: defaulted(boolean(), false),
  defaultCard: defaulted(DefaultCardConfig, {}),
});
export type CardConfig = Infer<typeof CardConfig>;

export const ClickConfig = object({
  scrollToLegalPersonIntent: defaulted(boolean(), false),
  multibrandOrder: defaulted(size(array(MultibrandOrder), 0, 8), []),
  letMeKnowLink: optional(Link),
  redirectLists: defaulted(size(array(RedirectList), 0, 50), []),
});
export type ClickConfig = Infer<typeof ClickConfig>;

/** The company intent form's optional parts (models/lead/company-intent.ts; the lead form's defaults). */
export const CompanyIntentConfig = object({
  cnpjAgeEnabled: defaulted(boolean(), true),
  preferredContactEnabled: defaulted(boolean(), false),
  /** The interest form's total vehicles (spec 001 §5.3: 'may be hidden'; absent: shown, the form's default). */
  totalVehiclesHidden: optional(boolean()),
});

/**
 * The offer's lead form's optional parts (spec 000 §2 "Lead forms"; 001
 * §5.2, §5.3), with the spec's defaults: the preferred-contact choice (off),
 * the legal person's total vehicles (shown), and the fixed legal-person
 * dealer (absent: the default, 55553; `null`: none, a company chooses its
 * dealer like a person, 'A seleção da concessionária é obrigatória.').
 * models/lead/lead-form-values.ts `leadFormSettingsOfSite` reads it.
 */
export const LeadFormConfig = object({
  preferredContactEnabled: defaulted(boolean(), false),
  totalVehiclesHidden: defaulted(boolean(), false),
  fixedLegalPersonDealer: optional(nullable(pattern(string(), /^[A-Za-z0-9._-]{1,40}$/))),
});

/** The company intent form (models/lead/company-intent.ts) shows under the offer list of a legal-person page, or where a card click scrolls to it. */
/** The page shows banners: the proposals banner or the app banner is configured. */
export function showsBanners(config: Pick<SiteConfig, 'proposalBanner' | 'appBanner'>): boolean {
  return config.proposalBanner.enabled || config.appBanner.enabled;
}

export function showsCompanyIntent(config: Pick<SiteConfig, 'targetEntityType' | 'click'>): boolean {
  return config.targetEntityType === 'LEGAL_PERSON' || config.click.scrollToLegalPersonIntent;
}

/**
 * The lead step's layouts (spec 001 §5.2, §7): the classic form ('ENVIAR',
 * `POST /api/v2/lead`, success modal); the new test layout ('Continuar',
 * `POST /api/create-rental-lead`, then the ids are published to the page);
 * cart mode ('Adicionar ao carrinho').
 */
export const LEAD_LAYOUTS = ['classic', 'newLayout', 'cart'] as const;
export type LeadLayout = (typeof LEAD_LAYOUTS)[number];

/**
 * The lead form's title per step of the offer details (spec 000 §2: the
 * title is configurable, default 'Não encontrou seu veículo?'). A step
 * without a title of its own shows the spec's default; the demo site's
 * configuration (`index.html`) gives the lead step its own, since there the
 * car is already chosen.
 */
export const LEAD_FORM_STEPS = ['details', 'lead'] as const;
export type LeadFormStep = (typeof LEAD_FORM_STEPS)[number];
const FormTitle = size(string(), 1, 120);
export const LeadFormTitlesConfig = object({
  details: optional(FormTitle),
  lead: optional(FormTitle),
});

export function leadFormTitle(config: Pick<SiteConfig, 'leadFormTitles'>, step: LeadFormStep): string {
  return config.leadFormTitles[step] ?? leadFormSpec.title;
}

export const AppBannerConfig = object({
  enabled: defaulted(boolean(), false),
  iosUrl: defaulted(Link, 'https://apps.apple.com/br/app/flua/id0000000000'),
  androidUrl: defaulted(Link, 'https://play.google.com/store/apps/details?id=br.com.flua'),
});

/** The demo site's page for companies: the showcase of the legal-person offers with the company forms. */
export const DEMO_COMPANIES_HREF = '/?demo=legalPerson';

export const SiteConfig = object({
  /** Who the site is: the company, its CNPJ, address, SAC and ouvidoria (the page's header and footer; models/app/site-identity.ts). */
  identity: defaulted(SiteIdentity, {}),
  /** The header's and footer's 'Empresas': the page of the offers for companies. */
  companiesHref: defaulted(Link, DEMO_COMPANIES_HREF),
  /** Brands searched, in showcase order (multibrand when more than one). */
  brands: defaulted(size(array(Brand), 1, 4), () => [...BRANDS]),
  /** The page's offer category (targetEntityType) for non-admins. */
  targetEntityType: defaulted(TargetEntityType, 'NATURAL_PERSON'),
  /** Where the offer manager lives (spec 000 §2; default: the page's path plus the admin segment, models/offer-admin/offer-manager.ts). */
  managerPath: optional(pattern(string(), /^\/(?!\/)[A-Za-z0-9._~/-]{0,200}$/)),
  /** The lead step's layout (`LEAD_LAYOUTS` above). */
  leadLayout: defaulted(enums(LEAD_LAYOUTS), 'classic'),
  /** The lead form's title per step (`leadFormTitle`). */
  leadFormTitles: defaulted(LeadFormTitlesConfig, {}),
  /** The lead form's optional parts and the fixed legal-person dealer (`LeadFormConfig`). */
  leadForm: defaulted(LeadFormConfig, {}),
  /**
   * Which dealers call the dealer selector makes (spec 001 §7 `{offer service}/dealers` and `/dealers/v2`):
   * 'v2' (`GET /api/dealers/v2`, the default) or the older 'v1' (`GET /api/dealers`); models/dealer/dealers-version.ts.
   */
  dealersVersion: defaulted(enums(DEALERS_VERSIONS), DEFAULT_DEALERS_VERSION),
  /** The lead form sends the CPF and CNPJ stripped to their characters, not formatted (spec 001 §5.1; models/common/masks.ts `documentAsSent`). */
  stripDocuments: defaulted(boolean(), false),
  b2eOffer: defaulted(boolean(), false),
  offerDenyList: defaulted(size(array(size(string(), 1, 80)), 0, 500), []),
  allowedMvs: optional(size(array(size(string(), 1, 80)), 0, 500)),
  initialVisible: defaulted(max(min(integer(), 1), 60), SHOWCASE_DEFAULTS.initialVisible),
  increment: defaulted(max(min(integer(), 1), 60), SHOWCASE_DEFAULTS.increment),
  /** Offers one search answer holds; more pages are fetched as the list grows (ours: the spec does not say). */
  pageSize: defaulted(max(min(integer(), 1), 200), 24),
  showMoreLabel: optional(size(string(), 1, 60)),
  notFoundText: optional(size(string(), 1, 300)),
  detailsButtonLabel: optional(size(string(), 1, 40)),
  /** The lead step's text when no dealer serves the chosen city (spec 001 §8 "No dealers in the region … (configurable)"). */
  unavailableInRegionText: optional(size(string(), 1, 300)),
  infiniteScroll: defaulted(InfiniteScrollConfig, {}),
  carousel: defaulted(CarouselConfig, {}),
  /** Filter choices shown above the list (none: no filter). */
  filters: defaulted(size(array(FilterOption), 0, 30), []),
  card: defaulted(CardConfig, {}),
  campaigns: defaulted(size(array(CampaignV1), 0, 50), []),
  campaignsV2: defaulted(size(array(CampaignV2), 0, 50), []),
  informationPages: defaulted(size(array(InformationPage), 0, 200), []),
  click: defaulted(ClickConfig, {}),
  companyIntent: defaulted(CompanyIntentConfig, {}),
  /** Test drive scheduling in the lead form (spec 000 §2 "Others"; models/lead/test-drive.ts). */
  testDrive: defaulted(object({ enabled: defaulted(boolean(), false) }), {}),
  proposalBanner: defaulted(object({ enabled: defaulted(boolean(), false) }), {}),
  appBanner: defaulted(AppBannerConfig, {}),
  suggestions: defaulted(
    object({
      enabled: defaulted(boolean(), true),
      count: defaulted(max(min(integer(), 1), 12), SHOWCASE_TIMINGS.suggestionsCount),
    }),
    {},
  ),
});
export type SiteConfig = Infer<typeof SiteConfig>;

/** Reads the configuration; an invalid key falls back to its default, the others are kept. */
export function parseSiteConfig(raw: unknown): SiteConfig {
  try {
    return create(raw ?? {}, SiteConfig);
  } catch {
    const kept: Record<string, unknown> = {};
    if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
      const schema = SiteConfig.schema as Record<string, Struct<unknown, unknown>>;
      for (const [key, value] of Object.entries(raw)) {
        const struct = schema[key];
        if (!struct) continue;
        try {
          kept[key] = create(value, struct);
        } catch {
          // invalid: the default applies
        }
      }
    }
    return create(kept, SiteConfig);
  }
}

// ───────────────────────────── demo modes ─────────────────────────────

/**
 * `?demo=` modes (comma separated) that switch parts of the configuration on,
 * so every mode can be seen and tested on the demo site.
 */
export const DEMO_MODES = [
  'carousel',
  'cardV2',
  'infinite',
  'banners',
  'hideInstalments',
  'legalPerson',
  'multibrand',
  'information',
  'noArrows',
  'newLayout',
  'cart',
  'testDrive',
  'noFixedDealer',
  'formOptions',
] as const;
export type DemoMode = (typeof DEMO_MODES)[number];

export function parseDemoModes(param: string | null | undefined): DemoMode[] {
  if (!param) return [];
  const known = new Set<string>(DEMO_MODES);
  return [...new Set(param.split(',').map((m) => m.trim()))].filter((m): m is DemoMode => known.has(m));
}

/** Each demo mode's change to the configuration (a mode added to `DEMO_MODES` without its change fails to compile). */
export function applyDemoModes(config: SiteConfig, modes: readonly DemoMode[]): SiteConfig {
  return modes.reduce(
    (out, mode) =>
      match(mode)
        .returnType<SiteConfig>()
        .with('carousel', () => ({ ...out, carousel: { ...out.carousel, desktop: true, mobile: true } }))
        .with('noArrows', () => ({ ...out, carousel: { ...out.carousel, arrows: false } }))
        .with('cardV2', () => ({ ...out, card: { ...out.card, version: 'v2' } }))
        .with('infinite', () => ({ ...out, infiniteScroll: { ...out.infiniteScroll, enabled: true } }))
        .with('banners', () => ({ ...out, proposalBanner: { enabled: true }, appBanner: { ...out.appBanner, enabled: true } }))
        .with('hideInstalments', () => ({ ...out, card: { ...out.card, hideInstalments: true } }))
        .with('legalPerson', () => ({
          ...out,
          targetEntityType: 'LEGAL_PERSON',
          // The company offers are a handful: the person categories' filter would offer choices that find none.
          filters: [],
          click: { ...out.click, scrollToLegalPersonIntent: true },
          companyIntent: { ...out.companyIntent, preferredContactEnabled: true },
        }))
        .with('multibrand', () => ({
          ...out,
          click: {
            ...out.click,
            multibrandOrder: [
              { brand: 'jeep', url: '/?demo=multibrand&marca=jeep' },
              { brand: 'peugeot', url: '/?demo=multibrand&marca=peugeot' },
              { brand: 'citroen', url: '/?demo=multibrand&marca=citroen' },
            ],
          },
        }))
        .with('information', () => ({ ...out, card: { ...out.card, showInformationPage: true } }))
        .with('testDrive', () => ({ ...out, testDrive: { enabled: true } }))
        // A site without a fixed legal-person dealer: a company chooses its dealer (spec 001 §5.2, §5.3).
        .with('noFixedDealer', () => ({ ...out, leadForm: { ...out.leadForm, fixedLegalPersonDealer: null } }))
        // The forms' optional parts switched the other way: the preferred contact asked, total vehicles hidden.
        .with('formOptions', () => ({
          ...out,
          leadForm: { ...out.leadForm, preferredContactEnabled: true, totalVehiclesHidden: true },
          companyIntent: { ...out.companyIntent, preferredContactEnabled: true, totalVehiclesHidden: true },
        }))
        .with('newLayout', 'cart', (layout) => ({ ...out, leadLayout: layout }))
        .exhaustive(),
    config,
  );
}

/**
 * The texts a site configures over the spec's defaults (models/labels/spec.ts `withOverrides`): the showcase's
 * 'VER MAIS VEÍCULOS', not-found text and card button, and the lead step's no-dealer-in-the-region message.
 */
export function labelOverridesOf(config: Pick<SiteConfig, 'showMoreLabel' | 'notFoundText' | 'detailsButtonLabel' | 'unavailableInRegionText'>): LabelOverrides {
  return {
    showcase: {
      ...(config.showMoreLabel ? { showMore: config.showMoreLabel } : {}),
      ...(config.notFoundText ? { notFound: config.notFoundText } : {}),
      ...(config.detailsButtonLabel ? { detailsButton: config.detailsButtonLabel } : {}),
    },
    ...(config.unavailableInRegionText ? { dealerSelector: { unavailableInRegion: config.unavailableInRegionText } } : {}),
  };
}
