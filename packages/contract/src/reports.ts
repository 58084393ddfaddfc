import { z } from 'zod';
import { AddOnsView } from './add-ons.ts';
import { STAFF_ACTION_NAMES, STAFF_ACTIONS, type StaffAction } from './admin.ts';
import { CalendarDate } from './fulfilment.ts';
import { isInvisibleOnly } from './human-text.ts';

/* ------------------------------------------------------------------ production sheet */

/** 'all' (every outlet plus delivery, each its own column), 'delivery', or one outlet's id. */
export const SheetLocation = z.union(
  [z.enum(['all', 'delivery']), z.coerce.number().int().positive().max(2_147_483_647)],
  {
    error: 'Choose all, delivery or an outlet.',
  },
);

export const ProductionSheetQuery = z.object({
  /** The service day; tomorrow in shop time when left out. */
  date: CalendarDate.optional(),
  location: SheetLocation.default('all'),
});
export type ProductionSheetQuery = z.input<typeof ProductionSheetQuery>;

/** Where the goods go: an outlet's counter or the delivery van. */
export const SheetColumn = z.object({ key: z.string(), label: z.string() });
export type SheetColumn = z.infer<typeof SheetColumn>;

/** One order behind a line: how many of that product and option it holds, and for when and where. */
export const SheetOrder = z.object({
  id: z.string(),
  customerName: z.string(),
  status: z.string(),
  slot: z.string(),
  column: z.string(),
  quantity: z.number().int(),
  /** What the baker writes or adds for this order's units, exactly as the shopper typed it. */
  addOns: AddOnsView.optional(),
  /** The order's note for the shop. */
  note: z.string().nullable().optional(),
});
export type SheetOrder = z.infer<typeof SheetOrder>;

export const SheetLine = z.object({
  name: z.string(),
  feature: z.string(),
  total: z.number().int(),
  /** Aligned with the sheet's `slots`. */
  bySlot: z.array(z.number().int()),
  /** Aligned with the sheet's `columns`. */
  byColumn: z.array(z.number().int()),
  orders: z.array(SheetOrder),
});
export type SheetLine = z.infer<typeof SheetLine>;

/** Products of one kind (category and type, e.g. Bakery · Bread). */
export const SheetGroup = z.object({ kind: z.string(), lines: z.array(SheetLine) });
export type SheetGroup = z.infer<typeof SheetGroup>;

export const ProductionSheetResponse = z.object({
  success: z.literal(true),
  date: z.string(),
  location: z.string(),
  locationLabel: z.string(),
  /** Only the slots that have something to prepare, in time order. */
  slots: z.array(z.string()),
  columns: z.array(SheetColumn),
  groups: z.array(SheetGroup),
  orderCount: z.number().int(),
});
export type ProductionSheetResponse = z.infer<typeof ProductionSheetResponse>;

/* ------------------------------------------------------------------ sales dashboard */

export const DASHBOARD_MAX_DAYS = 366;

export const DashboardQuery = z
  .object({
    /** First and last day of the period in shop time; the last 30 days up to today when left out. */
    from: CalendarDate.optional(),
    to: CalendarDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The period must start on or before its last day.',
    path: ['from'],
  });
export type DashboardQuery = z.input<typeof DashboardQuery>;

export const DayFigure = z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() });
export type DayFigure = z.infer<typeof DayFigure>;

export const TopLine = z.object({
  name: z.string(),
  feature: z.string(),
  quantity: z.number().int(),
  revenue: z.number(),
});
export type TopLine = z.infer<typeof TopLine>;

export const ShareFigure = z.object({ key: z.string(), orders: z.number().int(), revenue: z.number() });
export type ShareFigure = z.infer<typeof ShareFigure>;

export const AtRiskOrder = z.object({
  id: z.string(),
  customerName: z.string(),
  paymentMethod: z.string(),
  total: z.number(),
  paymentDeadline: z.number(),
});
export type AtRiskOrder = z.infer<typeof AtRiskOrder>;

export const DashboardResponse = z.object({
  success: z.literal(true),
  from: z.string(),
  to: z.string(),
  /** Paid orders (payment verified or any later step, never cancelled), by the shop-time day they were placed. */
  days: z.array(DayFigure),
  revenue: z.number(),
  paidOrders: z.number().int(),
  /** Every order's current status, all time. */
  byStatus: z.array(z.object({ status: z.string(), orders: z.number().int() })),
  topByQuantity: z.array(TopLine),
  topByRevenue: z.array(TopLine),
  byService: z.array(ShareFigure),
  byPaymentMethod: z.array(ShareFigure),
  /** Unpaid orders whose payment window closes within the next hour. */
  atRisk: z.array(AtRiskOrder),
});
export type DashboardResponse = z.infer<typeof DashboardResponse>;

/* ------------------------------------------------------------------ bulk status moves */

export const BULK_MAX_ORDERS = 200;

export const BulkActionBody = z
  .object({
    action: z.enum(STAFF_ACTION_NAMES as [StaffAction, ...StaffAction[]], { error: 'Choose an action.' }),
    orderIds: z
      .array(z.string().max(100))
      .min(1, 'Choose at least one order.')
      .max(BULK_MAX_ORDERS, `At most ${BULK_MAX_ORDERS} orders at a time.`),
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters.').optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (STAFF_ACTIONS[b.action].reason && (!b.reason || isInvisibleOnly(b.reason))) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please give a reason; the customers will see it.' });
    }
  });
export type BulkActionBody = z.input<typeof BulkActionBody>;

export const BulkActionResponse = z.object({
  success: z.literal(true),
  moved: z.array(z.object({ id: z.string(), status: z.string() })),
  /** Orders left as they were, each with why (its status does not allow the move, or it is unknown). */
  refused: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkActionResponse = z.infer<typeof BulkActionResponse>;
