/**
 * `GET /api/admin/service?days=7|30|90` (offer admins): the dealers' service
 * to their leads over the period (models/lead/service-report.ts says what
 * each figure counts), computed in one SQL statement.
 */
import type { FastifyInstance } from 'fastify';
import { OFFER_ADMIN } from '../../models/account/auth';
import { ServiceReportQuery, type DealerService, type ServicePeriod, type ServiceReport } from '../../models/lead/service-report';
import type { Database, Queryable } from '../db/database';
import { defineRoute, role } from '../http/route';
import { awaitingAnswerSql, firstMoveAtSql } from '../leads/first-move';

export const SERVICE_REPORT_PATH = '/api/admin/service';

interface ServiceRow {
  dealer_code: string;
  dealer_name: string | null;
  received: string | number;
  answered: string | number;
  answered_in_time: string | number;
  median_seconds: string | number | null;
  overdue_now: string | number;
}

/** The report at `at` over the `days` before it. */
export async function serviceReport(db: Queryable, days: ServicePeriod, at: Date): Promise<ServiceReport> {
  const from = new Date(at.getTime() - days * 86_400_000);
  const { rows } = await db.query<ServiceRow>(
    `WITH received AS (
       SELECT l.dealer_code, l.created_at, l.respond_by, ${firstMoveAtSql('l')} AS first_move_at
         FROM leads l WHERE l.created_at >= $1::timestamptz AND l.created_at <= $2::timestamptz
     ), per_dealer AS (
       SELECT dealer_code,
              count(*) AS received,
              count(*) FILTER (WHERE first_move_at IS NOT NULL) AS answered,
              count(*) FILTER (WHERE first_move_at IS NOT NULL AND respond_by IS NOT NULL AND first_move_at <= respond_by) AS answered_in_time,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_move_at - created_at)) FILTER (WHERE first_move_at IS NOT NULL) AS median_seconds
         FROM received GROUP BY dealer_code
     ), overdue AS (
       SELECT l.dealer_code, count(*) AS overdue_now FROM leads l
        WHERE l.respond_by IS NOT NULL AND l.respond_by < $2::timestamptz AND ${awaitingAnswerSql('l')}
        GROUP BY l.dealer_code
     )
     SELECT d.id AS dealer_code, COALESCE(NULLIF(d.data->>'fantasyName', ''), d.data->>'name') AS dealer_name,
            COALESCE(p.received, 0) AS received, COALESCE(p.answered, 0) AS answered, COALESCE(p.answered_in_time, 0) AS answered_in_time,
            p.median_seconds, COALESCE(o.overdue_now, 0) AS overdue_now
       FROM dealers d
       LEFT JOIN per_dealer p ON p.dealer_code = d.id
       LEFT JOIN overdue o ON o.dealer_code = d.id
      WHERE p.dealer_code IS NOT NULL OR o.dealer_code IS NOT NULL
      ORDER BY COALESCE(o.overdue_now, 0) DESC, COALESCE(p.received, 0) DESC, dealer_name, d.id`,
    [from.toISOString(), at.toISOString()],
  );
  const dealers: DealerService[] = rows.map((r) => ({
    dealerCode: r.dealer_code,
    dealerName: r.dealer_name ?? r.dealer_code,
    received: Number(r.received),
    answered: Number(r.answered),
    answeredInTime: Number(r.answered_in_time),
    medianFirstResponseMinutes: r.median_seconds === null ? null : Math.round(Number(r.median_seconds) / 60),
    overdueNow: Number(r.overdue_now),
  }));
  return { days, from: from.toISOString(), to: at.toISOString(), dealers };
}

export function serviceReportRoutes(db: Database, now: () => Date = () => new Date()) {
  return async function (app: FastifyInstance) {
    defineRoute(app, {
      method: 'GET',
      url: SERVICE_REPORT_PATH,
      access: role(OFFER_ADMIN),
      query: ServiceReportQuery,
      handler: async ({ query }): Promise<ServiceReport> => serviceReport(db, query.days, now()),
    });
  };
}
