/** What the bench scripts share. */
import { cpfCheckDigits } from '../models/common/validators';
import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';

/** Waits until `url` answers 2xx (the server under test is up). */
export async function waitHealthy(url: string, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timeout waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The n-th visitor of a bench: an address of its own (sent as
 * X-Forwarded-For to a server started with TRUST_PROXY=1, as behind a load
 * balancer) and a CPF of its own, as real visitors are. The lead limits
 * (server/leads/lead-limits.ts: 20 an hour per address, 5 a day per CPF)
 * would otherwise refuse a bench that sends every lead from one address
 * with one CPF.
 */
export function benchVisitor(n: number): { address: string; cpf: string } {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const base = String(100_000_001 + (n % 800_000_000)).padStart(9, '0');
  return { address, cpf: `${base}${cpfCheckDigits(base)}` };
}

/**
 * The lead requests of a load (autocannon's `requests`): each is `lead` sent by the next bench visitor
 * (counted across the loads of one run, so no visitor comes twice), with a fresh Idempotency-Key.
 */
let visitors = 0;
export function leadRequests(lead: object): autocannon.Request[] {
  return [
    {
      method: 'POST',
      setupRequest: (req) => {
        const visitor = benchVisitor(visitors++);
        return {
          ...req,
          body: JSON.stringify({ ...lead, cpf: visitor.cpf }),
          headers: { ...req.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': visitor.address },
        };
      },
    },
  ];
}
