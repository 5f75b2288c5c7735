/**
 * A grown catalogue for the search bench: the demo catalogue plus generated
 * offers (10,000 by default) next to it, written into an embedded database
 * folder before the server opens it. Generated offers are variations of the
 * demo's published ones: most released, some unreleased, company (legal
 * person) and B2E offers, and a third tied to dealers in the demo cities.
 */
import { upsertOffer } from '../server/catalogue/offers-repo';
import { openDatabase } from '../server/db/database';
import { demoDealers, demoOffers } from '../server/demo/demo-catalogue';
import { migrate } from '../server/db/migrate';
import { seedDemoCatalogue } from '../server/demo/seed';
import type { Offer } from '../models/offer/offer';
import { isPublished } from '../models/offer/offer-status';

export function generatedOffers(count: number): Offer[] {
  const templates = demoOffers.filter((o) => isPublished(o) && !o.offerDeny && !o.dealer);
  const dealers = demoDealers.filter((d) => d.id !== '55553');
  return Array.from({ length: count }, (_, i) => {
    const t = templates[i % templates.length]!;
    const dealer = i % 3 === 0 ? dealers[i % dealers.length]! : null;
    return {
      ...t,
      id: `${t.id}-g${i}`,
      mvs: `${t.mvs}G${i}`,
      released: i % 10 !== 0,
      targetEntityType: i % 7 === 0 ? 'LEGAL_PERSON' : 'NATURAL_PERSON',
      b2eOffer: i % 11 === 0,
      offerType: dealer ? 'DEALER' : t.offerType,
      dealer: dealer ? { id: dealer.id, name: dealer.fantasyName, cityId: dealer.cityId, state: dealer.state } : null,
    };
  });
}

/** Migrates and seeds an embedded database folder with the demo catalogue and `extra` generated offers. */
export async function seedGrownCatalogue(pgdataDir: string, extra: number): Promise<void> {
  const db = await openDatabase({ dataDir: pgdataDir });
  try {
    await migrate(db);
    await seedDemoCatalogue(db);
    const offers = generatedOffers(extra);
    for (let from = 0; from < offers.length; from += 500) {
      await db.transaction(async (tx) => {
        for (const [i, o] of offers.slice(from, from + 500).entries()) await upsertOffer(tx, o, 100_000 + from + i);
      });
    }
    await db.exec('ANALYZE offers');
  } finally {
    await db.close();
  }
}
