/** The lead desk's filter form: days typed DD/MM/AAAA, sent and written to the address as YYYY-MM-DD. */
import { describe, expect, it } from 'vitest';
import { leadDeskLabels } from '../../../models/labels/lead-desk';
import { deskDayOf, deskDayText, deskFilterErrors, deskFiltersFromSearch, deskFiltersSearch, deskQueryOf, emptyDeskFilters } from '../../../models/lead/lead-desk-filters';

const form = (over: Partial<ReturnType<typeof emptyDeskFilters>>) => ({ ...emptyDeskFilters(), ...over });

describe('the desk’s days', () => {
  it('reads a whole, real DD/MM/AAAA day as YYYY-MM-DD, and nothing else', () => {
    expect(deskDayOf('12/11/2026')).toBe('2026-11-12');
    expect(deskDayOf(' 29/02/2028 ')).toBe('2028-02-29');
    for (const text of ['29/02/2026', '31/04/2026', '00/01/2026', '12/13/2026', '12/11/26', '12/11/', '2026-11-12', '12-11-2026', '']) expect(deskDayOf(text)).toBeNull();
  });

  it('shows a query’s day DD/MM/AAAA', () => {
    expect(deskDayText('2026-11-12')).toBe('12/11/2026');
    expect(deskDayText('ontem')).toBe('ontem');
  });

  it('sends the days as YYYY-MM-DD and leaves empty fields out', () => {
    expect(deskQueryOf(form({ from: '10/11/2026', to: '12/11/2026', q: ' Helena ' }))).toEqual({ from: '2026-11-10', to: '2026-11-12', q: 'Helena' });
    expect(deskFiltersSearch(form({ from: '10/11/2026', status: 'sent' }))).toBe('?status=sent&from=2026-11-10');
  });

  it('refuses an incomplete or unreal day and a backwards period, field by field', () => {
    expect(deskFilterErrors(form({ from: '10/11/2026', to: '12/11/2026' }))).toEqual({});
    expect(deskFilterErrors(form({ from: '10/11/20' }))).toEqual({ from: leadDeskLabels.filters.invalidDay });
    expect(deskFilterErrors(form({ from: '10/11/2026', to: '31/02/2026' }))).toEqual({ to: leadDeskLabels.filters.invalidDay });
    expect(deskFilterErrors(form({ from: '12/11/2026', to: '10/11/2026' }))).toEqual({ to: leadDeskLabels.filters.periodOrder });
    expect(deskFilterErrors(form({ from: '1', q: 'x'.repeat(81) }))).toEqual({ from: leadDeskLabels.filters.invalidDay, q: leadDeskLabels.filters.queryTooLong(80) });
  });

  it('takes the address’s days (YYYY-MM-DD) into the form as DD/MM/AAAA, dropping what the server would refuse', () => {
    expect(deskFiltersFromSearch({ from: '2026-11-10', to: '2026-11-12', q: 'Helena' })).toEqual(form({ from: '10/11/2026', to: '12/11/2026', q: 'Helena' }));
    expect(deskFiltersFromSearch({ from: '2026-02-30', to: 'amanhã', status: 'nope' })).toEqual(form({}));
    // A day written the pt-BR way in a hand-made address is taken as well.
    expect(deskFiltersFromSearch({ to: '12/11/2026' })).toEqual(form({ to: '12/11/2026' }));
    expect(deskFiltersFromSearch({ from: '2026-11-12', to: '2026-11-10' })).toEqual(form({ from: '12/11/2026' }));
    expect(deskFiltersSearch(deskFiltersFromSearch({ from: '2026-11-10', to: '2026-11-12' }))).toBe('?from=2026-11-10&to=2026-11-12');
  });
});
