/**
 * A request's log line holds the route's pattern, never the address as sent:
 * a CPF in a path or a query, an e-mail in a link, never reach the log
 * (server/http/request-log.ts). One database kind: nothing here reads it.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { pathForLog } from '../../server/http/request-log';
import { describeEachDatabase, routeSuiteKind } from './support/test-db';

const CPF = '52998224725';

describeEachDatabase(
  'request logs',
  (ctx) => {
    let app: FastifyInstance;
    const lines: string[] = [];

    beforeAll(async () => {
      const stream = new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      });
      app = (await buildApp({ db: ctx.db, logger: { level: 'info', stream } })).app;
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it("log a matched route by its pattern: no CPF from the path or the query, no e-mail", async () => {
      lines.length = 0;
      await app.inject({ method: 'GET', url: `/api/v2/timeline/rental/${CPF}/00000000-0000-0000-0000-000000000000?cpf=${CPF}` });
      await app.inject({ method: 'DELETE', url: `/api/coupons/clearCPF/${CPF}` });
      await app.inject({ method: 'GET', url: `/api/coupons/availability/PRIMEIROS50/offer/x?userCPF=${CPF}&email=maria%40example.com` });
      const logged = lines.join('\n');
      expect(lines.length).toBeGreaterThanOrEqual(6);
      expect(logged).toContain('"url":"/api/v2/timeline/rental/:cpf/:leadId"');
      expect(logged).toContain('"url":"/api/coupons/clearCPF/:cpf"');
      expect(logged).not.toContain(CPF);
      expect(logged).not.toMatch(/maria|example\.com/);
      // What a security review reads stays: the method and the client's address.
      expect(logged).toContain('"method":"DELETE"');
      expect(logged).toContain('"remoteAddress":"127.0.0.1"');
    });

    it('log an address no route matched by its path, digits and e-mails blanked, no query', async () => {
      lines.length = 0;
      await app.inject({ method: 'GET', url: `/api/nao-existe/${CPF}/maria@example.com?cpf=${CPF}` });
      const logged = lines.join('\n');
      expect(logged).toContain('"url":"/api/nao-existe/:n/:email"');
      expect(logged).not.toContain(CPF);
      expect(logged).not.toContain('maria');
    });
  },
  [routeSuiteKind],
);

it('an unmatched path keeps its shape, nothing that names a person', () => {
  expect(pathForLog('/api/x/123.456.789-09/joao@flua.example?cpf=1#a')).toBe('/api/x/:n.:n.:n-:n/:email');
  expect(pathForLog('/')).toBe('/');
});
