/**
 * The export's completeness: every table with a column that looks personal
 * (a CPF, a document, an e-mail, a phone, a name, an address, a birth date,
 * a recipient) is either in the export's registry (server/privacy/export.ts
 * EXPORT_TABLES) or in the commented exclusions below. A new table holding
 * personal data fails here until it is exported or its exclusion explained.
 */
import { expect, it } from 'vitest';
import { EXPORT_TABLES } from '../../server/privacy/export';
import { describeEachDatabase } from './support/test-db';

const PERSONAL_COLUMN = /(^|_)(cpf|document|email|e_mail|phone|mobile|name|full_name|first_name|address|street|cep|birth|birth_date|recipient|rg)($|_)/;

/** Tables with personal-looking columns that are not about a data subject, each with why. */
const EXCLUDED: Record<string, string> = {
  cities: 'IBGE city names, no person',
  coupons: 'coupon names and the per-CPF limit, no person (the uses are exported through coupon_usages)',
  offers: 'the offers and the staff who edited them: work records of the staff, not of a customer',
  offer_history: 'who of the staff changed an offer: work records of the staff',
  offer_image_files: 'photo files of the catalogue',
  quotation_item_additionals: 'names of accessories',
  quotations: 'fleet quotations of companies, made by sellers (staff)',
  roles: 'role names',
  schema_migrations: 'migration names',
  server_secrets: 'secret names',
};

describeEachDatabase('the export of a data subject', (ctx) => {
  it('covers every table holding personal data, or says why not', async () => {
    const { rows } = await ctx.db.query<{ table_name: string; column_name: string }>(
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
        WHERE c.table_schema = current_schema()`,
    );
    const personal = [...new Set(rows.filter((r) => PERSONAL_COLUMN.test(r.column_name)).map((r) => r.table_name))].sort();
    expect(personal).toContain('leads');
    const missing = personal.filter((table) => !(table in EXPORT_TABLES) && !(table in EXCLUDED));
    expect(missing, `tables with personal-looking columns neither exported (server/privacy/export.ts) nor excluded here: ${missing.join(', ')}`).toEqual([]);
    expect(Object.keys(EXCLUDED).filter((table) => !personal.includes(table)), 'exclusions of tables with no personal-looking column (remove them)').toEqual([]);
    const tables = new Set(rows.map((r) => r.table_name));
    expect(Object.keys(EXPORT_TABLES).filter((table) => !tables.has(table)), 'exported tables that no longer exist').toEqual([]);
  });
});
