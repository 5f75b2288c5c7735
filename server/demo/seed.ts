/** Seeds the demo catalogue into an empty database (the embedded default, and tests), and the demo accounts. */
import { createAccount } from '../auth/accounts-repo';
import { DEFAULT_SCRYPT, hashPassword, type ScryptParams } from '../auth/passwords';
import { demoAccounts } from './demo-accounts';
import { demoCities, demoCoupons, demoDealers, demoEmployees, demoFaq, demoOffers } from './demo-catalogue';
import type { Database, Queryable } from '../db/database';
import type { Offer } from '../../models/offer/offer';
import { upsertOffer } from '../catalogue/offers-repo';
import { seedDemoCouponUsages } from '../coupons/coupons-repo';
import { demoOptionalContents, insertOptionalContents } from '../details/details-content';
import { insertLead } from '../leads/leads-repo';
import { seedDemoQuotationData } from '../quotations/quotations-repo';
import { DEFAULT_ORIGIN, DEFAULT_SUB_ORIGIN } from '../../models/lead/lead-rules';
import { CONSENT_TEXT_VERSION, rentalLeadConsents } from '../../models/lead/lead-submission';
import { priceLead, pricedLeadFields } from '../../models/lead/lead-pricing';
import { initialConfiguration, selectionOf } from '../../models/pricing/offer-details';

/** When the team wrote a demo offer: a week before its validity starts, at 10:00 in Brasília. */
export function demoOfferWrittenAt(offer: Pick<Offer, 'startsOn'>): string {
  const start = Date.parse(`${offer.startsOn}T13:00:00Z`);
  return new Date(start - 7 * 86_400_000).toISOString();
}

export async function isCatalogueEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM offers');
  return Number(rows[0]?.n ?? 0) === 0;
}

export async function seedDemoCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const city of demoCities) {
      await tx.query('INSERT INTO cities (code, name, state_code, influence_area) VALUES ($1,$2,$3,$4)', [
        city.code,
        city.name,
        city.stateCode,
        city.influenceArea,
      ]);
    }
    for (const d of demoDealers) {
      await tx.query('INSERT INTO dealers (id, cnpj, city_id, state, brands, groups, data) VALUES ($1,$2,$3,$4,$5,$6,$7)', [
        d.id,
        d.cnpj,
        d.cityId,
        d.state,
        d.brandsName,
        d.groups ?? [],
        JSON.stringify(d),
      ]);
    }
    let order = 0;
    for (const offer of demoOffers) {
      await upsertOffer(tx, offer, (order += 10));
      // Written by the team before it went live, not on the day the demo was seeded.
      await tx.query('UPDATE offers SET created_at = $2, updated_at = $2 WHERE id = $1', [offer.id, demoOfferWrittenAt(offer)]);
    }
    for (const c of demoCoupons) {
      await tx.query('INSERT INTO coupons (name, max_usages, max_usages_per_cpf, data) VALUES ($1,$2,$3,$4)', [
        c.name,
        c.maxUsages ?? null,
        c.maxUsagesPerCPF ?? null,
        JSON.stringify(c),
      ]);
    }
    await seedDemoCouponUsages(tx);
    let position = 0;
    for (const item of demoFaq) await tx.query('INSERT INTO faq_items (position, data) VALUES ($1,$2)', [position++, JSON.stringify(item)]);
    for (const e of demoEmployees) {
      await tx.query('INSERT INTO employees (sap_id, cpf, name, company, active) VALUES ($1,$2,$3,$4,$5)', [
        e.sapId,
        e.cpf,
        e.name,
        e.company,
        e.active,
      ]);
    }
    await insertOptionalContents(tx, demoOptionalContents(demoOffers));
    await seedDemoQuotationData(tx, demoOffers, demoDealers);
  });
}

/**
 * What the demo seed puts into an empty database at start: the catalogue
 * unless SEED_DEMO=false; the demo accounts (public passwords) only into
 * the embedded database, or into a DATABASE_URL database when SEED_DEMO=true
 * is set explicitly.
 */
export function demoSeedPlan(env: { SEED_DEMO?: string | undefined; DATABASE_URL?: string | undefined }): {
  catalogue: boolean;
  accounts: boolean;
} {
  const seed = env.SEED_DEMO ?? 'true';
  return { catalogue: seed === 'true', accounts: env.SEED_DEMO === 'true' || (!env.DATABASE_URL && seed === 'true') };
}

/**
 * The demo seed at start (`demoSeedPlan`), under the database's seed lock (a
 * PostgreSQL advisory lock): several processes starting together on one
 * empty database seed it once; the others wait, then find it seeded.
 */
export async function seedAtStart(db: Database, plan: { catalogue: boolean; accounts: boolean }, hashing?: ScryptParams): Promise<void> {
  if (!plan.catalogue && !plan.accounts) return;
  await db.exclusive('flua:demo-seed', async (locked) => {
    if (plan.catalogue && (await isCatalogueEmpty(locked))) await seedDemoCatalogue(locked);
    if (plan.accounts && !(await hasAccounts(locked))) {
      await seedDemoAccounts(locked, hashing);
      await seedDemoLeads(locked);
    }
  });
}

export async function hasAccounts(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM users');
  return Number(rows[0]?.n ?? 0) > 0;
}

/** Hashing is slow on purpose: each demo password is hashed once per process (and cost). */
const demoHashes = new Map<string, Promise<string>>();

function demoHash(password: string, hashing: ScryptParams): Promise<string> {
  const key = `${hashing.N}/${hashing.r}/${hashing.p}/${password}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, hashing);
    demoHashes.set(key, hash);
  }
  return hash;
}

/**
 * The demo accounts (one offer admin, one seller, two customers). Only the
 * demo seed calls this: never for a DATABASE_URL database unless SEED_DEMO=true.
 * Their hashes have the production cost unless a test asks for less (the
 * cost is stored with each hash, so sign-in reads it from there).
 */
export async function seedDemoAccounts(db: Database, hashing: ScryptParams = DEFAULT_SCRYPT): Promise<void> {
  const hashes = await Promise.all(demoAccounts.map((a) => demoHash(a.password, hashing)));
  await db.transaction(async (tx) => {
    for (const [i, a] of demoAccounts.entries()) {
      await createAccount(tx, {
        fullName: a.fullName,
        cpf: a.cpf,
        phone: a.phone,
        email: a.email,
        passwordHash: hashes[i]!,
        roles: a.roles,
        certified: a.certified,
        emailVerified: true,
        sellerId: a.sellerId,
        dealerCode: a.dealerCode,
      });
    }
  });
}

/** Every table with data, children first: what a test reset empties. */
export const DATA_TABLES = ['lead_digests', 'quotation_item_additionals', 'quotation_items', 'quotation_drafts', 'quotations', 'quotation_stock', 'quotation_vehicles', 'webhook_outbox', 'mail_attachments', 'mail_outbox', 'password_resets', 'email_verifications', 'lead_edit_links', 'lead_versions', 'lead_status_events', 'consent_events', 'lead_consents', 'leads', 'idempotency_keys', 'limited_requests', 'coupon_usages', 'uploads', 'optional_contents', 'sign_in_attempts', 'pending_sign_ups', 'sessions', 'user_roles', 'users', 'employees', 'faq_items', 'coupons', 'offer_history', 'offer_image_files', 'offer_images', 'offers', 'dealers', 'cities'] as const;

export async function resetDatabase(db: Database, hashing: ScryptParams = DEFAULT_SCRYPT): Promise<void> {
  await db.exec(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY CASCADE`);
  await seedDemoCatalogue(db);
  await seedDemoAccounts(db, hashing);
}

/**
 * The certified demo customer's earlier proposals ("one certified,
 * with earlier leads"): what 'Minhas Propostas' and the proposal banner show
 * for camila@flua.example. Seeded with the demo accounts, never into a test
 * reset (tests count leads).
 */
export const DEMO_PROPOSALS = [
  {
    offerId: 'jeep-renegade-l13',
    dealerCode: '10101',
    status: 'sent_to_dealer',
    daysAgo: 12,
    // Moved along by the demo seller of the dealer (models/lead/lead-status.ts), days after it arrived.
    moves: [
      { to: 'in_service', daysAgo: 11, note: 'Olá, Camila! Sou o Rafael, da Paulista Motores. Vou acompanhar sua proposta.' },
      { to: 'credit_review', daysAgo: 9, note: 'Documentos recebidos. Sua análise de crédito leva até 3 dias úteis.' },
    ],
  },
  { offerId: 'fiat-pulse-a10', dealerCode: '10101', status: 'received', daysAgo: 2, moves: [] },
] as const;

export async function seedDemoLeads(db: Database): Promise<void> {
  const owner = demoAccounts.find((a) => a.email === 'camila@flua.example')!;
  const seller = demoAccounts.find((a) => a.email === 'vendedor@flua.example')!;
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE cpf = $1', [owner.cpf]);
  const userId = rows[0]?.id;
  if (!userId) return;
  await db.transaction(async (tx) => {
    for (const p of DEMO_PROPOSALS) {
      const offer = demoOffers.find((o) => o.id === p.offerId)!;
      const plan = offer.rentalPlanList.find((r) => r.selectedByDefault) ?? offer.rentalPlanList[0]!;
      // What the details page would have sent: the plan, its opening colour, the required optional and additionals, priced by the server's rule.
      const config = initialConfiguration(offer, { period: plan.period, km: plan.km });
      const chosen = selectionOf(offer, config);
      const priced = priceLead(offer, {
        period: config.period,
        km: config.km,
        colourCode: chosen.colour?.code ?? null,
        optionalCode: chosen.optional?.code ?? null,
        additionals: chosen.additionals.map((a) => ({ id: a.id, plateNumber: null })),
        initialPayment: 0,
      });
      if (!priced.ok) throw new Error(`demo proposal on ${offer.id}: ${priced.message}`);
      const body = {
        firstName: owner.fullName,
        email: owner.email,
        cpf: owner.cpf,
        phone: owner.phone,
        dealersCode: p.dealerCode,
        ...pricedLeadFields(offer, priced.value, { coupon: undefined }),
        ofertas_id: offer.id,
        indSmsContact: false,
        indPhoneContact: true,
        indEmailContact: true,
        indWhatsappContact: true,
        origin: DEFAULT_ORIGIN,
        SubOrigem__c: DEFAULT_SUB_ORIGIN,
        productGroup: DEFAULT_ORIGIN,
      };
      const { id } = await insertLead(tx, {
        kind: 'rental',
        endpoint: '/api/v2/lead',
        document: owner.cpf,
        email: owner.email,
        offerId: offer.id,
        dealerCode: p.dealerCode,
        userId,
        body,
        consents: rentalLeadConsents(body),
        consentTextVersion: CONSENT_TEXT_VERSION,
        // Sent days ago: the lead, its version 1, its consents and their history all carry that day.
        createdAt: new Date(Date.now() - p.daysAgo * 86_400_000).toISOString(),
      });
      await tx.query(`UPDATE leads SET status = $2 WHERE id = $1`, [id, p.status]);
      let from = 'sent';
      for (const m of p.moves) {
        await tx.query(
          `WITH moved AS (UPDATE leads SET lifecycle_status = $3 WHERE id = $1 RETURNING id)
           INSERT INTO lead_status_events (lead_id, from_status, to_status, at, actor_user_id, actor_name, actor_role, note)
           SELECT moved.id, $2, $3, now() - make_interval(days => $4), u.id, u.full_name, 'seller', $5
             FROM moved LEFT JOIN users u ON u.seller_id = $6`,
          [id, from, m.to, m.daysAgo, m.note, seller.sellerId],
        );
        from = m.to;
      }
    }
  });
}
