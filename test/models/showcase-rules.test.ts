/** The showcase's rules in models/: configuration, address parameters, location, images, cards, modes, suggestions, banners. */
import { create, is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { appStoreUrl, platformOf, showBannerAllowed } from '../../models/proposal/banners';
import { cardPrice, cardSaving } from '../../models/pricing/card-pricing';
import { CAMPAIGN_COLOURS, CampaignV1, CampaignV2, campaignPageFor } from '../../models/content/content';
import { coloursSpec } from '../../models/labels/spec-colours';
import { imageNamesOfListing, offerGallery, profileCarouselImagePath, profileCarouselKey, profileCarouselListingPath, uploadedSrcSet } from '../../models/content/content-images';
import { dealerCnpjList, dealerSellsBrand, locationOfCity, parseStoredLocation, searchLocation } from '../../models/dealer/location';
import { cardColours } from '../../models/showcase/card-projection';
import { cardAppearance, cardInformationPage, currentCarModel, nextHighlight, visibleFeatures, withOfferId } from '../../models/showcase/offer-card';
import { itemsForPeriod, maximumFinancingSaving, minimumMonthlyPrice, monthlyTotal } from '../../models/pricing/pricing';
import { isSellerEdit, parseShowcaseSearch, readStoredDealerGroup, resolveDealerGroup, withClosedOffer, withOpenedOffer, withoutRental } from '../../models/app/route-params';
import { cardsPerSlide, clampSlide, isNearEnd, listLayout, listSearchRequest, slideCount } from '../../models/showcase/showcase-modes';
import { SHOWCASE_TIMINGS, applyDemoModes, parseDemoModes, parseSiteConfig } from '../../models/app/site-config';
import { DEALER_GROUP_TTL_MS } from '../../models/app/storage';
import { SuggestionsQuery, detailsSuggestionsRequest, suggestionHref, suggestionLink, suggestionPages, suggestionsQueryString, toSuggestion } from '../../models/content/suggestions';
import { demoOffers } from '../../server/demo/demo-catalogue';

const offer = demoOffers.find((o) => o.id === 'fiat-mobi-l10')!;

describe('site configuration', () => {
  it('has the spec defaults', () => {
    const c = parseSiteConfig(undefined);
    expect(c.initialVisible).toBe(6);
    expect(c.increment).toBe(6);
    expect(c.infiniteScroll).toEqual({ enabled: false, distance: 10, delayMs: 1500, throttleMs: 200 });
    expect(c.carousel).toMatchObject({ desktop: false, mobile: false, arrows: true, cardsPerSlideDesktop: 3, cardsPerSlideMobile: 1, stepDesktopPx: 1200, stepMobilePx: 370, transitionMs: 1200 });
    expect(c.card).toMatchObject({ version: 'v1', featuresShown: 3, highlightRotationMs: 2000, hideInstalments: false, showSaving: true, showInformationPage: false });
    expect(c.suggestions).toEqual({ enabled: true, count: 4 });
    expect(c.targetEntityType).toBe('NATURAL_PERSON');
    expect(c.brands).toEqual(['fiat', 'jeep', 'peugeot', 'citroen']);
    expect(SHOWCASE_TIMINGS.highlightRotationMs).toBe(2000);
  });

  it('keeps valid keys and drops invalid ones to their defaults', () => {
    const c = parseSiteConfig({ initialVisible: 9, increment: 'muitos', carousel: { desktop: true }, card: { version: 'v3' }, click: { letMeKnowLink: 'javascript:alert(1)' } });
    expect(c.initialVisible).toBe(9);
    expect(c.increment).toBe(6);
    expect(c.carousel.desktop).toBe(true);
    expect(c.card.version).toBe('v1');
    expect(c.click.letMeKnowLink).toBeUndefined();
  });

  it('demo modes switch parts of it on', () => {
    expect(parseDemoModes('carousel,cardV2,nada,carousel')).toEqual(['carousel', 'cardV2']);
    const c = applyDemoModes(parseSiteConfig({}), parseDemoModes('carousel,cardV2,infinite,banners,hideInstalments,legalPerson,multibrand,information,noArrows'));
    expect(c.carousel).toMatchObject({ desktop: true, mobile: true, arrows: false });
    expect(c.card).toMatchObject({ version: 'v2', hideInstalments: true, showInformationPage: true });
    expect(c.infiniteScroll.enabled).toBe(true);
    expect(c.proposalBanner.enabled && c.appBanner.enabled).toBe(true);
    expect(c.targetEntityType).toBe('LEGAL_PERSON');
    expect(c.click.scrollToLegalPersonIntent).toBe(true);
    expect(c.click.multibrandOrder.map((m) => m.brand)).toEqual(['jeep', 'peugeot', 'citroen']);
    expect(c.leadLayout).toBe('classic');
    expect(applyDemoModes(c, ['newLayout']).leadLayout).toBe('newLayout');
    expect(applyDemoModes(c, ['cart']).leadLayout).toBe('cart');
    expect(parseSiteConfig({ leadLayout: 'outro' }).leadLayout).toBe('classic');
  });
});

describe('address parameters', () => {
  it('keeps valid values and drops invalid ones', () => {
    expect(parseShowcaseSearch({ offerId: 'fiat-mobi-l10', dealerCode: '10101', rental: 'true', editable: 'talvez', cpf: '<script>', demo: 'carousel,cardV2', dealerCnpj: '11.222.333/0001-81,12ABC34501DE35' })).toEqual({
      offerId: 'fiat-mobi-l10',
      dealerCode: '10101',
      rental: true,
      demo: 'carousel,cardV2',
      dealerCnpj: '11.222.333/0001-81,12ABC34501DE35',
    });
    expect(parseShowcaseSearch({ dealerCode: 10101 })).toEqual({ dealerCode: '10101' });
  });

  it('seller edit needs offerId, leadId and authorization (no CPF)', () => {
    expect(isSellerEdit({ offerId: 'a', leadId: 'L1', authorization: 'x' })).toBe(true);
    expect(isSellerEdit({ offerId: 'a', cpf: '52998224725', leadId: 'L1' })).toBe(false);
  });

  it('opening sets offerId; closing clears editable, leadId and offerId; rental goes', () => {
    expect(withOpenedOffer({ dealerCode: '1' }, 'x')).toEqual({ dealerCode: '1', offerId: 'x' });
    expect(withClosedOffer({ offerId: 'x', editable: true, leadId: 'L', cpf: '1', dealerCode: '1' })).toEqual({ cpf: '1', dealerCode: '1' });
    expect(withoutRental({ rental: true, offerId: 'x' })).toEqual({ offerId: 'x' });
  });

  it('a dealer group is stored for 7 days (604800000 ms), then forgotten', () => {
    const now = Date.UTC(2026, 10, 1);
    const fromAddress = resolveDealerGroup('GRUPO-MAR', null, now);
    expect(fromAddress).toEqual({ value: 'GRUPO-MAR', store: { name: 'dealerGroup', value: 'GRUPO-MAR', expiry: now + 604_800_000 }, remove: false });
    expect(DEALER_GROUP_TTL_MS).toBe(604_800_000);
    const raw = JSON.stringify(fromAddress.store);
    expect(resolveDealerGroup(undefined, raw, now + DEALER_GROUP_TTL_MS - 1)).toEqual({ value: 'GRUPO-MAR', store: null, remove: false });
    expect(resolveDealerGroup(undefined, raw, now + DEALER_GROUP_TTL_MS)).toEqual({ value: null, store: null, remove: true });
    expect(readStoredDealerGroup('{not json', now)).toEqual({ kind: 'expired' });
    expect(readStoredDealerGroup(null, now)).toEqual({ kind: 'none' });
  });
});

describe('location', () => {
  it('reads a remembered location, and nothing from garbage', () => {
    const loc = locationOfCity({ code: '3550308', name: 'São Paulo', stateCode: 'SP' });
    expect(parseStoredLocation(JSON.stringify(loc))).toEqual(loc);
    expect(parseStoredLocation('{"cityCode":"1"}')).toBeNull();
    expect(parseStoredLocation('x')).toBeNull();
    expect(searchLocation(loc)).toEqual({ countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' });
    expect(searchLocation(null)).toBeUndefined();
  });

  it('dealerCnpj is a comma-separated list; a dealer counts only if it sells the brand', () => {
    expect(dealerCnpjList('11.222.333/0001-81, 12abc34501de35,11222333000181')).toEqual(['11222333000181', '12ABC34501DE35']);
    expect(dealerCnpjList(undefined)).toEqual([]);
    expect(dealerSellsBrand({ brandsName: ['FIAT', 'JEEP'] }, 'fiat')).toBe(true);
    expect(dealerSellsBrand({ brandsName: ['PEUGEOT'] }, 'fiat')).toBe(false);
  });
});

describe('offer images', () => {
  it('builds the profile-carousel paths and keeps jpg, jpeg and png entries', () => {
    const key = profileCarouselKey(offer, '268')!;
    expect(profileCarouselListingPath(key)).toBe('/content/dam/fiat/products/341/L10/A/2026/page/profile-carousel/268.1.json');
    expect(profileCarouselImagePath(key, 'perfil 1.png')).toBe('/content/dam/fiat/products/341/L10/A/2026/page/profile-carousel/268/perfil%201.png');
    expect(profileCarouselKey(offer, undefined)).toBeNull();
    expect(profileCarouselKey(offer, '../x')).toBeNull();
    expect(imageNamesOfListing({ 'jcr:primaryType': 'x', 'a.jpg': {}, 'b.JPEG': {}, 'c.png': {}, 'd.gif': {}, 'e.svg': {}, 'leia-me.txt': {} })).toEqual(['a.jpg', 'b.JPEG', 'c.png']);
    expect(imageNamesOfListing(null)).toEqual([]);
    expect(imageNamesOfListing(['a.jpg'])).toEqual([]);
    expect(offerGallery({ images: [] })).toBeNull();
    expect(offerGallery({ images: ['/a.png', ''] })).toEqual({ kind: 'gallery', urls: ['/a.png'] });
  });

  it('keeps a tagged gallery to the selected colour, and has none for a colour without images', () => {
    const offer = { images: ['/b1.png', '/w1.png', '/b2.png'], imagesColor: ['PX8', 'PW7', 'PX8'] };
    expect(offerGallery(offer, 'PW7')).toEqual({ kind: 'gallery', urls: ['/w1.png'] });
    expect(offerGallery(offer, 'PX8')).toEqual({ kind: 'gallery', urls: ['/b1.png', '/b2.png'] });
    expect(offerGallery(offer, 'PDN')).toBeNull();
    // Untagged (or mistagged) images belong to every colour.
    expect(offerGallery({ images: ['/a.png'], imagesColor: [] }, 'PW7')).toEqual({ kind: 'gallery', urls: ['/a.png'] });
  });

  it('gives an uploaded photo its sizes as a srcset (the 140, 319 and 1280 px boxes), and a content image none', () => {
    const urls = (id: string) => ({ s48: `/i/${id}-s48.webp`, s140: `/i/${id}-s140.webp`, s319: `/i/${id}-s319.webp`, s1280: `/i/${id}-s1280.webp` });
    const offer = { imageSet: [{ id: 'a', urls: urls('a') }, { id: 'b', urls: urls('b') }] };
    expect(uploadedSrcSet(offer, '/i/b-s319.webp')).toBe('/i/b-s140.webp 140w, /i/b-s319.webp 319w, /i/b-s1280.webp 1280w');
    expect(uploadedSrcSet(offer, '/i/a-s1280.webp')).toBe('/i/a-s140.webp 140w, /i/a-s319.webp 319w, /i/a-s1280.webp 1280w');
    expect(uploadedSrcSet(offer, '/content/dam/x.png')).toBeUndefined();
    expect(uploadedSrcSet({}, '/i/a-s319.webp')).toBeUndefined();
  });
});

describe('offer card', () => {
  const tagged = { tagsList: [{ id: 'novo', text: 'NOVIDADE', background_color: '#000' }, { id: 'promo', text: 'OFERTA DO MÊS', background_color: '#000' }] };
  const campaigns = {
    v1: [
      { associatedTag: 'promo', cardButtonText: 'APROVEITE', cardButtonColor: '#B3261E' },
      { associatedTag: 'novidade', cardButtonText: 'CONHEÇA', cardBackgroundColor: 'red' },
    ],
    v2: [{ associatedTagV2: 'promo', cardButtonText: 'V2' }],
  };

  it('the first matching campaign styles the card (v1 associatedTag, v2 associatedTagV2), else the default card, else QUERO ESTE', () => {
    const v1 = cardAppearance(tagged, 'v1', campaigns, {}, 'QUERO ESTE');
    expect(v1.buttonText).toBe('APROVEITE');
    expect(v1.campaignTag).toBe('promo');
    expect(v1.colours.button).toBe('#B3261E');
    expect(cardAppearance(tagged, 'v2', campaigns, {}, 'QUERO ESTE').buttonText).toBe('V2');
    expect(cardAppearance({ tagsList: [] }, 'v1', campaigns, { buttonText: 'ASSINE', cardButtonColor: 'url(x)' }, 'QUERO ESTE')).toEqual({
      buttonText: 'ASSINE',
      colours: { background: undefined, text: undefined, button: undefined, buttonText: undefined },
      campaignTag: null,
    });
    expect(cardAppearance({ tagsList: [] }, 'v1', campaigns, {}, 'QUERO ESTE').buttonText).toBe('QUERO ESTE');
  });

  it("a campaign's colours may name the spec's campaign colour list ('verde limão'), painted as its colour; a hex colour stays, anything else is refused", () => {
    const named = [{ associatedTag: 'promo', cardBackgroundColor: 'verde limão', cardFontColor: 'preto', cardButtonColor: 'azul', cardButtonFontColor: '#fff' }];
    expect(cardAppearance(tagged, 'v1', { v1: named, v2: [] }, {}, 'QUERO ESTE').colours).toEqual({
      background: CAMPAIGN_COLOURS['verde limão'],
      text: CAMPAIGN_COLOURS.preto,
      button: CAMPAIGN_COLOURS.azul,
      buttonText: '#fff',
    });
    expect(Object.keys(CAMPAIGN_COLOURS)).toEqual([...coloursSpec.campaignColours]);
    for (const name of coloursSpec.campaignColours) expect(is({ associatedTag: 't', cardBackgroundColor: name }, CampaignV1)).toBe(true);
    expect(is({ associatedTag: 't', cardBackgroundColor: 'Verde Limão' }, CampaignV1)).toBe(false);
    expect(is({ associatedTagV2: 't', pageBackgroundColor: 'red' }, CampaignV2)).toBe(false);
    expect(campaignPageFor(tagged, [{ associatedTagV2: 'promo', pageBackgroundColor: 'verde escuro' }])?.pageBackgroundColor).toBe(CAMPAIGN_COLOURS['verde escuro']);
  });

  it('the details page takes the first v2 campaign whose tag the offer carries, for its background and disclaimer', () => {
    const v2 = [
      { associatedTagV2: 'sem-estilo', cardButtonText: 'X' },
      { associatedTagV2: 'promo', cardButtonText: 'SEM FUNDO' },
      { associatedTagV2: 'NOVO', pageBackgroundColor: '#DCEFE3', disclaimer: '  Válida até 31/12/2026.  ' },
      { associatedTagV2: 'novidade', pageBackgroundColor: '#000000', disclaimer: 'segunda' },
    ];
    // 'promo' matches first but sets neither: the page keeps its own look.
    expect(campaignPageFor(tagged, v2.slice(1, 2))).toBeUndefined();
    expect(campaignPageFor(tagged, [v2[2]!, v2[3]!])).toEqual({ tag: 'NOVO', pageBackgroundColor: '#DCEFE3', disclaimer: 'Válida até 31/12/2026.' });
    expect(campaignPageFor(tagged, [v2[3]!, v2[2]!])).toEqual({ tag: 'novidade', pageBackgroundColor: '#000000', disclaimer: 'segunda' });
    expect(campaignPageFor({ tagsList: [] }, v2)).toBeUndefined();
    expect(campaignPageFor(tagged, [{ associatedTagV2: 'novo', disclaimer: '   ' }])).toBeUndefined();
    // Only CSS colours get through the site configuration.
    expect(is({ associatedTagV2: 'novo', pageBackgroundColor: 'url(javascript:x)' }, CampaignV2)).toBe(false);
    expect(is({ associatedTagV2: 'novo', pageBackgroundColor: '#dcefe3' }, CampaignV2)).toBe(true);
  });

  it('features (3 by default), highlight rotation, colours, information page, currentCarModel, offer id in links', () => {
    expect(visibleFeatures(offer, 3)).toEqual(offer.featuresList.slice(0, 3));
    expect(nextHighlight(2, 3)).toBe(0);
    expect(nextHighlight(0, 0)).toBe(0);
    expect(cardColours(offer).length).toBeGreaterThan(0);
    const pages = [{ informationPageMvs: offer.mvs, Title: 'T', Text: '<p>x</p>' }];
    expect(cardInformationPage(offer, pages, true)?.Title).toBe('T');
    expect(cardInformationPage(offer, pages, false)).toBeUndefined();
    expect(currentCarModel(offer)).toMatchObject({ offerId: offer.id, mvs: offer.mvs, modelName: offer.modelName });
    expect(withOfferId('https://x.com/a?b=1#top', 'o 1')).toBe('https://x.com/a?b=1&offerId=o%201#top');
    expect(withOfferId('/a', 'o')).toBe('/a?offerId=o');
  });

  it('the saving comes from pricing.maximumFinancingSaving over the offer’s plans', () => {
    const expected = Math.max(
      ...offer.rentalPlanList.map((plan) => {
        const optional = itemsForPeriod(offer.optionals, plan.period).find((o) => o.required) ?? null;
        const additionals = itemsForPeriod(offer.additionalItemsList, plan.period).filter((a) => a.required === 1);
        const colour = itemsForPeriod(offer.colors, plan.period)[0] ?? null;
        return maximumFinancingSaving(monthlyTotal({ plan, optional, additionals, colour }).total, plan.period, plan.monthlyInterestRate);
      }),
    );
    expect(cardSaving(offer)).toBe(expected);
    expect(cardPrice(offer)).toEqual({ monthly: minimumMonthlyPrice(offer), saving: expected });
    expect(cardSaving({ ...offer, rentalPlanList: [] })).toBe(0);
  });
});

describe('list modes', () => {
  const base = { viewport: 'desktop' as const, carousel: { desktop: true, mobile: false }, infiniteScroll: true, admin: false, offerOpen: false };
  it('carousel when configured for the viewport, not for admins, not with an offer open; infinite scroll only on mobile', () => {
    expect(listLayout(base)).toBe('carousel');
    expect(listLayout({ ...base, admin: true })).toBe('grid');
    expect(listLayout({ ...base, offerOpen: true })).toBe('grid');
    expect(listLayout({ ...base, viewport: 'mobile' })).toBe('scroll');
    expect(listLayout({ ...base, viewport: 'mobile', infiniteScroll: false })).toBe('grid');
    expect(listLayout({ ...base, viewport: 'mobile', carousel: { desktop: false, mobile: true } })).toBe('carousel');
  });

  it('slides of 3 (1 on mobile), trigger distance', () => {
    expect(cardsPerSlide('desktop', { desktop: 3, mobile: 1 })).toBe(3);
    expect(cardsPerSlide('mobile', { desktop: 3, mobile: 1 })).toBe(1);
    expect(slideCount(7, 3)).toBe(3);
    expect(slideCount(0, 3)).toBe(0);
    expect(clampSlide(5, 3)).toBe(2);
    expect(clampSlide(-1, 3)).toBe(0);
    expect(isNearEnd(10, 10)).toBe(true);
    expect(isNearEnd(11, 10)).toBe(false);
  });

  it('the search sends the filter, the location, and the category only to non-admins', () => {
    const request = { brand: ['fiat' as const], targetEntityType: 'NATURAL_PERSON' as const };
    const location = { countryCode: 'BR', stateCode: 'SP', cityCode: '3550308' };
    expect(listSearchRequest(request, { filter: { categoryCode: 'SUV' }, location, admin: false })).toEqual({ ...request, fq: { categoryCode: 'SUV' }, location });
    expect(listSearchRequest(request, { filter: { modelCodes: ['551'] }, location: undefined, admin: true })).toEqual({ brand: ['fiat'], fq: { modelCodes: ['551'] } });
  });
});

describe('suggestions', () => {
  it('validates the query with its defaults', () => {
    expect(create({}, SuggestionsQuery)).toEqual({ offer_count: 4 });
    expect(create({ offer_count: '2', brands: 'FIAT,JEEP' }, SuggestionsQuery)).toEqual({ offer_count: 2, brands: 'FIAT,JEEP' });
    expect(() => create({ offer_count: '0' }, SuggestionsQuery)).toThrow();
  });

  it('builds the call, the pages and the links', () => {
    expect(suggestionsQueryString({ count: 4, brands: ['fiat', 'jeep'], denyListedMvs: ['A', 'B'], cityCode: '3550308', offerId: 'x' })).toBe(
      'offer_count=4&brands=FIAT%2CJEEP&deny_listed_mvs=A%2CB&city_code=3550308&offer_id=x',
    );
    expect(suggestionPages(4, 1)).toBe(4);
    expect(suggestionPages(4, 3)).toBe(2);
    const s = toSuggestion(offer);
    expect(s).toMatchObject({ id: offer.id, minimumMonthlyPrice: minimumMonthlyPrice(offer), rgb: offer.colors[0]!.rgb });
    expect(suggestionHref(s, [{ brand: 'fiat', url: 'https://fiat' }], 'fiat')).toBe(`/?offerId=${offer.id}`);
    expect(suggestionHref(s, [{ brand: 'fiat', url: 'https://fiat/flua' }], 'jeep')).toBe(`https://fiat/flua?offerId=${offer.id}`);
  });

  it('the details page asks for its site’s brands near the chosen city, never the open vehicle nor the offers its configuration denies', () => {
    const request = detailsSuggestionsRequest({
      offer: { id: 'fiat-pulse-a10', mvs: 'PULSE-A10' },
      brands: ['fiat', 'jeep'],
      count: 4,
      location: { cityCode: '3106200' },
      offerDenyList: ['fiat-mobi-l10', 'PULSE-A10', 'com espaço'],
    });
    expect(request).toEqual({ count: 4, brands: ['fiat', 'jeep'], denyListedMvs: ['PULSE-A10', 'fiat-mobi-l10'], cityCode: '3106200', offerId: 'fiat-pulse-a10' });
    expect(suggestionsQueryString(request)).toBe('offer_count=4&brands=FIAT%2CJEEP&deny_listed_mvs=PULSE-A10%2Cfiat-mobi-l10&city_code=3106200&offer_id=fiat-pulse-a10');
    // What it sends, the server accepts.
    expect(create(Object.fromEntries(new URLSearchParams(suggestionsQueryString(request))), SuggestionsQuery)).toMatchObject({ city_code: '3106200', deny_listed_mvs: 'PULSE-A10,fiat-mobi-l10' });
    // No city chosen: no city_code (the server suggests offers sold everywhere).
    expect(detailsSuggestionsRequest({ offer: { id: 'x', mvs: 'M' }, brands: ['fiat'], count: 4, location: null, offerDenyList: [] })).toEqual({
      count: 4,
      brands: ['fiat'],
      denyListedMvs: ['M'],
      offerId: 'x',
    });
  });

  it('a suggestion of another brand opens on that brand’s site, in a new tab when it is another origin', () => {
    const sites = { multibrandOrder: [{ brand: 'jeep', url: 'https://jeep.example/flua' }, { brand: 'peugeot', url: '/?marca=peugeot' }], siteBrand: 'fiat', siteOrigin: 'https://flua.example' };
    expect(suggestionLink({ id: 'j1', brand: 'jeep' }, sites)).toEqual({ href: 'https://jeep.example/flua?offerId=j1', leavesSite: true });
    expect(suggestionLink({ id: 'p1', brand: 'peugeot' }, sites)).toEqual({ href: '/?marca=peugeot&offerId=p1', leavesSite: false });
    expect(suggestionLink({ id: 'f1', brand: 'fiat' }, sites)).toEqual({ href: '/?offerId=f1', leavesSite: false });
    expect(suggestionLink({ id: 'c1', brand: 'citroen' }, sites)).toEqual({ href: '/?offerId=c1', leavesSite: false });
  });
});

describe('banners', () => {
  it('iOS and Android users go to their store, others just close; SHOW_BANNER false hides', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
    const urls = { iosUrl: 'i', androidUrl: 'a' };
    expect(appStoreUrl('ios', urls)).toBe('i');
    expect(appStoreUrl('android', urls)).toBe('a');
    expect(appStoreUrl('other', urls)).toBeNull();
    expect(showBannerAllowed(null)).toBe(true);
    expect(showBannerAllowed('true')).toBe(true);
    expect(showBannerAllowed('false')).toBe(false);
  });
});
