import type { Car, Thing, WithContext } from 'schema-dts';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { OG_IMAGE_SIZE, offerImagePath, offerJsonLd, pageHeadOf } from '../../../models/app/page-head';
import { formatBRL } from '../../../models/common/money';
import { labels } from '../../../models/labels/spec';
import { minimumMonthlyPrice } from '../../../models/pricing/pricing';
import { isPublished } from '../../../models/offer/offer-status';
import type { Offer } from '../../../models/offer/offer';
import { demoOffers } from '../../../server/demo/demo-catalogue';

const SITE = 'https://flua.example/';
const published = demoOffers.filter((o) => isPublished(o));
const withDealer = published.find((o) => o.dealer)!;
const withoutDealer = published.find((o) => !o.dealer)!;

/** Every `@type` in a JSON-LD tree. */
function typesOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => typesOf(n, out));
  else if (node && typeof node === 'object') {
    const type = (node as Record<string, unknown>)['@type'];
    if (typeof type === 'string') out.push(type);
    Object.values(node).forEach((n) => typesOf(n, out));
  }
  return out;
}

describe('an offer’s structured data', () => {
  it('is typed by schema.org’s vocabulary (schema-dts): a property Car does not have fails to compile', () => {
    expectTypeOf(offerJsonLd).returns.toEqualTypeOf<WithContext<Car>>();
    // @ts-expect-error schema.org's Car has no `monthlyPrice`: the vocabulary's types refuse it.
    const wrong: Car = { '@type': 'Car', monthlyPrice: 1 };
    // @ts-expect-error `Carro` is no schema.org type.
    const unknownType: Thing = { '@type': 'Carro' };
    expect([wrong, unknownType]).toHaveLength(2);
  });

  it('a Car with its brand, model, fuel, transmission and a monthly UnitPriceSpecification at the card’s price; the dealer as AutoDealer', () => {
    const ld = offerJsonLd(withDealer, `${SITE}?offerId=${withDealer.id}`, 'https://flua.example/og.png') as unknown as Record<string, unknown>;
    const monthly = minimumMonthlyPrice(withDealer);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      model: withDealer.modelShortName,
      fuelType: withDealer.fuel,
      vehicleTransmission: withDealer.gear,
      vehicleModelDate: String(withDealer.modelYear),
      offers: {
        '@type': 'Offer',
        price: monthly / 100,
        priceCurrency: 'BRL',
        priceSpecification: { '@type': 'UnitPriceSpecification', price: monthly / 100, unitCode: 'MON', referenceQuantity: { value: 1, unitCode: 'MON' } },
        seller: { '@type': 'AutoDealer', name: withDealer.dealer!.name },
      },
    });
    expect(new Set(typesOf(ld))).toEqual(new Set(['Car', 'Brand', 'EngineSpecification', 'Offer', 'UnitPriceSpecification', 'QuantitativeValue', 'AutoDealer', 'PostalAddress']));
  });

  it('an offer of no dealer names no seller; one whose price cannot be shown offers no price', () => {
    const ld = offerJsonLd(withoutDealer, SITE, null) as unknown as { offers: Record<string, unknown>; image?: string };
    expect(ld.offers.seller).toBeUndefined();
    expect(ld.image).toBeUndefined();
    const unpriced: Offer = { ...withoutDealer, rentalPlanList: withoutDealer.rentalPlanList.map((p) => ({ ...p, price: 0 })), defaultLayoutInformation: undefined, colors: [], optionals: [], additionalItemsList: [] };
    expect((offerJsonLd(unpriced, SITE, null) as unknown as { offers?: unknown }).offers).toBeUndefined();
  });
});

describe('a page’s head', () => {
  it('an offer’s address: its title, price in the description, canonical without campaign or configuration, a picture of its colour', () => {
    const colour = withDealer.colors.at(-1)!;
    const head = pageHeadOf('/', { offerId: withDealer.id, colour: colour.colorId, utm_source: 'x', period: '24' }, { offer: withDealer, revision: 7 }, SITE);
    expect(head.title).toBe(`${labels.brandNames[withDealer.brand]} ${withDealer.modelShortName} ${withDealer.versionName} — assinatura | Flua!`);
    expect(head.description).toContain(formatBRL(minimumMonthlyPrice(withDealer)));
    expect(head.canonical).toBe(`https://flua.example/?offerId=${withDealer.id}`);
    expect(head.index).toBe(true);
    expect(head.image).toMatchObject({ url: `https://flua.example${offerImagePath(withDealer.id, 7, colour.colorId)}`, ...OG_IMAGE_SIZE });
    expect(head.image!.alt).toContain(colour.name);
  });

  it('a colour the offer lacks falls back to the one the page opens with', () => {
    const head = pageHeadOf('/', { offerId: withDealer.id, colour: 'nao-existe' }, { offer: withDealer, revision: 1 }, SITE);
    expect(head.image!.url).not.toContain('nao-existe');
  });

  it('an offer not found is not indexed; a seller’s edit link is never indexed', () => {
    expect(pageHeadOf('/', { offerId: 'sumiu' }, null, SITE)).toMatchObject({ index: false, jsonLd: null, image: null });
    expect(pageHeadOf('/', { offerId: withDealer.id, leadId: 'L1', authorization: 'x' }, { offer: withDealer, revision: 1 }, SITE).index).toBe(false);
  });

  it('public pages are indexed under their own address; account, seller, admin and privacy pages are not, and keep their own title', () => {
    for (const path of ['/', '/como-funciona', '/termos-de-uso/', '/simulador-de-perfil']) {
      const head = pageHeadOf(path, {}, null, SITE);
      expect(head.index, path).toBe(true);
      expect(head.canonical, path).toBe(`https://flua.example${path.replace(/(.)\/$/, '$1')}`);
    }
    expect(pageHeadOf('/', { demo: 'cart,legalPerson' }, null, SITE)).toMatchObject({
      index: true,
      title: 'Assinatura de carros 0 km para empresas | Flua!',
      canonical: 'https://flua.example/?demo=legalPerson',
    });
    for (const path of ['/entrar', '/minhas-propostas', '/vendedor/leads', '/admin/ofertas', '/privacidade', '/carrinho', '/xyz']) {
      expect(pageHeadOf(path, {}, null, SITE), path).toMatchObject({ index: false, title: null, canonical: null });
    }
  });
});
