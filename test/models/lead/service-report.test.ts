/** The service view's model: the period query, the in-time share and the chart's geometry. */
import { create, StructError } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { inTimePercent, linearScale, niceMax, ServiceReportQuery, serviceBars } from '../../../models/lead/service-report';

describe('service report model', () => {
  it('takes 7, 30 or 90 days from the query (30 when absent) and refuses anything else', () => {
    expect(create({ days: '7' }, ServiceReportQuery)).toEqual({ days: 7 });
    expect(create({ days: '90' }, ServiceReportQuery)).toEqual({ days: 90 });
    expect(create({}, ServiceReportQuery)).toEqual({ days: 30 });
    for (const days of ['365', '0', '7.0', 'sete', '']) expect(() => create({ days }, ServiceReportQuery)).toThrow(StructError);
  });

  it('the share answered in time, in whole percent; none without leads', () => {
    expect(inTimePercent({ received: 12, answeredInTime: 7 })).toBe(58);
    expect(inTimePercent({ received: 3, answeredInTime: 3 })).toBe(100);
    expect(inTimePercent({ received: 0, answeredInTime: 0 })).toBeNull();
  });

  it('a nice axis top: 1, 2 or 5 times a power of ten, never below the largest figure', () => {
    expect([0, 1, 2, 3, 7, 10, 11, 24, 60, 101].map(niceMax)).toEqual([1, 1, 2, 5, 10, 10, 20, 50, 100, 200]);
    const x = linearScale(20, 400);
    expect([x(0), x(5), x(20), x(40), x(-1)]).toEqual([0, 100, 400, 400, 0]);
    expect(linearScale(0, 400)(3)).toBe(0);
  });

  it('draws a row per dealer: the received bar, its part in time inside it, the overdue bar on the same axis', () => {
    const chart = serviceBars(
      [
        { dealerCode: 'a', dealerName: 'A', received: 12, answered: 9, answeredInTime: 7, medianFirstResponseMinutes: 135, overdueNow: 3 },
        { dealerCode: 'b', dealerName: 'B', received: 0, answered: 0, answeredInTime: 0, medianFirstResponseMinutes: null, overdueNow: 15 },
      ],
      640,
      44,
      170,
    );
    expect(chart.max).toBe(20);
    const length = 640 - 170 - 16;
    expect(chart.bars[0]).toMatchObject({ y: 0, received: (12 / 20) * length, inTime: (7 / 20) * length, overdue: (3 / 20) * length });
    expect(chart.bars[1]).toMatchObject({ y: 44, received: 0, overdue: (15 / 20) * length });
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 10, 20]);
    expect(chart.ticks[2]!.x).toBe(170 + length);
    expect(chart.height).toBe(2 * 44 + 28);
  });
});
