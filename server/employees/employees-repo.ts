/** The partner companies' employees (B2E). */
import type { Queryable } from '../db/database';

/** Is there an active employee with this SAP id and CPF (digits)? */
export async function isActiveEmployee(db: Queryable, sapId: string, cpfDigits: string): Promise<boolean> {
  const { rows } = await db.query<{ active: boolean }>('SELECT active FROM employees WHERE sap_id = $1 AND cpf = $2', [sapId, cpfDigits]);
  return rows[0]?.active === true;
}
