import { describe, expect, it } from 'vitest';
import { buildSheet } from './production-sheet.ts';
import type { reports } from '../order/service.ts';
import { dashboardPeriod } from './sales-dashboard.ts';

type SheetItemRow = reports.SheetItemRow;

const row = (o: Partial<SheetItemRow>): SheetItemRow => ({
  orderId: 'o1',
  firstName: 'Siti',
  lastName: 'Aminah',
  status: 'Payment Verified',
  slot: '10:00 - 11:00',
  serviceType: 'pickup',
  outletId: 1,
  outletTitle: 'Shah Alam',
  kind: 'Bakery · Bread',
  name: 'Roti',
  feature: 'Whole',
  addOns: {},
  note: null,
  quantity: 1,
  ...o,
});

describe('buildSheet', () => {
  it('puts outlets by name and delivery last, a removed outlet under its own label, and Other after the kinds', () => {
    const sheet = buildSheet([
      row({ orderId: 'a', serviceType: 'delivery', outletId: null, outletTitle: null, slot: '21:00 - 22:00' }),
      row({ orderId: 'b', outletId: 9, outletTitle: null, kind: 'Other' }),
      row({ orderId: 'c', outletId: 2, outletTitle: 'Ipoh', quantity: 4 }),
      row({ orderId: 'c', outletId: 2, outletTitle: 'Ipoh', name: 'Kaya', feature: '', kind: 'Bakery · Cakes' }),
    ]);
    expect(sheet.columns.map((c) => c.label)).toEqual(['Ipoh', 'Removed outlet', 'Delivery']);
    expect(sheet.slots).toEqual(['10:00 - 11:00', '21:00 - 22:00']);
    expect(sheet.groups.map((g) => g.kind)).toEqual(['Bakery · Bread', 'Bakery · Cakes', 'Other']);
    expect(sheet.groups[0]!.lines[0]).toMatchObject({ total: 5, bySlot: [4, 1], byColumn: [4, 0, 1] });
    expect(sheet.orderCount).toBe(3);
  });

  it('is empty for a day without orders', () => {
    expect(buildSheet([])).toEqual({ slots: [], columns: [], groups: [], orderCount: 0 });
  });
});

describe('dashboardPeriod', () => {
  const now = new Date('2026-11-30T16:30:00Z');
  it("refuses a period running to the calendar's ends without listing its days", () => {
    expect(() => dashboardPeriod({ from: '0001-01-01', to: '9999-12-31' }, now, 'UTC')).toThrow(
      'Choose a period of at most 366 days.',
    );
    expect(() => dashboardPeriod({ from: '9999-12-31' }, now, 'UTC')).toThrow('Choose a period of at most 366 days.');
    // Its start, 29 days before, falls in year -1 ("-000001-12"), which is no date of the form.
    expect(() => dashboardPeriod({ to: '0000-01-01' }, now, 'UTC')).toThrow('Choose a period of at most 366 days.');
  });

  it("ends on the shop's today (already 1 December in Kuala Lumpur) and spans 30 days by default", () => {
    expect(dashboardPeriod({}, now, 'Asia/Kuala_Lumpur')).toEqual({ from: '2026-11-02', to: '2026-12-01' });
    expect(dashboardPeriod({}, now, 'UTC')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('fills in the missing end of a half-given period and refuses one longer than a year', () => {
    expect(dashboardPeriod({ from: '2026-01-01' }, now, 'UTC')).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(dashboardPeriod({ to: '2026-03-01' }, now, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(() => dashboardPeriod({ from: '2025-01-01', to: '2026-01-02' }, now, 'UTC')).toThrow(
      'Choose a period of at most 366 days.',
    );
  });
});
