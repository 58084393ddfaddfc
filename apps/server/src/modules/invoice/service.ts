import {
  EINVOICE_MESSAGES,
  EINVOICE_STATES,
  EInvoiceBuyer,
  EInvoiceSettings,
  type EInvoiceState,
  isPaidStatus,
  type TaxCategory,
  wallClock,
} from '@shop/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { EInvoiceBuyerDetails } from './buyer.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  GatewayUnavailable,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_SUBMISSION,
  MAX_SUBMISSION_BYTES,
  type EInvoiceGateway,
  type OutgoingDocument,
} from '../../adapters/myinvois/index.ts';
import {
  findOrder,
  firstPaidAt,
  inPlacementOrder,
  isOrderId,
  itemsOf,
  paidOrdersFirstPaidIn,
  paidOrdersFromOrAmong,
  type OrderRow,
} from '../order/service.ts';
import { findAnyProduct, liveProductNames } from '../product/service.ts';
import { zonedInstant } from '../../lib/zoned-time.ts';
import { getShopSettings, putSettings, readSetting } from '../settings/service.ts';
import * as q from './queries.ts';
import { renderReceipt } from './receipt.ts';
import {
  buildDocument,
  CLASS_CONSOLIDATED,
  CLASS_OTHERS,
  CONSOLIDATED_TIN,
  GENERAL_PUBLIC,
  INVOICE,
  lineAmounts,
  REFUND_NOTE,
  validateDocument,
  type LineInput,
  type PartyInput,
  type SupplierInput,
  type TaxType,
} from './ubl.ts';

export { INDIVIDUAL_THRESHOLD_CENTS } from './queries.ts';
export type { EInvoiceRow } from './queries.ts';

export interface InvoiceContext {
  db: Db;
  config: Config;
  gateway: EInvoiceGateway;
}

const SETTINGS_KEY = 'einvoice';
/** A loose "36 hex digits and dashes" lets '----…' reach the database, which refuses it with an error. */
const isUuid = isOrderId;
/**
 * At most `max` UTF-16 units, never ending in half an emoji: a lone surrogate makes the document
 * JSON the database refuses, and the job would fail on that note at every run.
 */
const clip = (s: string, max: number) => {
  const cut = s.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
};
/** A consolidated e-invoice lists at most this many receipts, so one document stays under MyInvois' 300 KB. */
export const CONSOLIDATED_LINES = 200;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 6 * 3_600_000;
const POLL_AGAIN_MS = 30_000;
const LEASE_MS = 5 * 60_000;

// --- Settings ---

export async function einvoiceSettings(db: Db, config: Config): Promise<EInvoiceSettings> {
  const shop = await getShopSettings(db, config);
  const defaults: EInvoiceSettings = {
    registeredName: shop.shopName,
    registrationNumber: '',
    tin: '',
    sstNumber: '',
    msicCode: '',
    businessActivity: '',
    addressLine: '',
    city: '',
    postcode: '',
    state: 'Selangor',
    phone: '',
    email: shop.contactEmail,
    requestWindowDays: 0,
  };
  const stored = await readSetting(db, SETTINGS_KEY);
  const parsed = EInvoiceSettings.safeParse({ ...defaults, ...(stored as object | undefined) });
  return parsed.success ? parsed.data : defaults;
}

export async function saveEInvoiceSettings(db: Db, settings: EInvoiceSettings): Promise<void> {
  await putSettings(db, { [SETTINGS_KEY]: settings });
}

/** What must still be set before the shop can issue an e-invoice (MyInvois requires each). */
export function missingSettings(s: EInvoiceSettings): string[] {
  const missing: string[] = [];
  if (!s.tin) missing.push('TIN');
  if (!s.registrationNumber) missing.push('Business registration number');
  if (!s.msicCode) missing.push('MSIC code');
  if (!s.businessActivity) missing.push('Business activity');
  if (!s.addressLine || !s.city || !s.postcode) missing.push('Address');
  if (!s.phone) missing.push('Phone');
  return missing;
}

const stateCode = (state: string) => EINVOICE_STATES[state as EInvoiceState] ?? '17';

function supplierOf(s: EInvoiceSettings): SupplierInput {
  return {
    name: s.registeredName,
    tin: s.tin,
    idType: 'BRN',
    idNumber: s.registrationNumber,
    sstNumber: s.sstNumber || null,
    addressLine: s.addressLine,
    city: s.city,
    postcode: s.postcode,
    stateCode: stateCode(s.state),
    country: 'MYS',
    phone: s.phone,
    email: s.email,
    msicCode: s.msicCode,
    businessActivity: s.businessActivity,
  };
}

const GENERAL_PUBLIC_PARTY: PartyInput = {
  name: GENERAL_PUBLIC,
  tin: CONSOLIDATED_TIN,
  idType: 'BRN',
  idNumber: 'NA',
  sstNumber: null,
  addressLine: 'NA',
  city: 'NA',
  postcode: '',
  stateCode: '17',
  country: 'MYS',
  phone: 'NA',
  email: 'NA',
};

function buyerParty(b: EInvoiceBuyerDetails): PartyInput {
  return {
    name: b.name,
    tin: b.tin,
    idType: b.idType,
    idNumber: b.idNumber,
    sstNumber: b.sstNumber,
    addressLine: b.addressLine,
    city: b.city,
    postcode: b.postcode,
    stateCode: stateCode(b.state),
    country: b.country,
    phone: b.phone,
    email: b.email,
  };
}

// --- Amounts: one computation for the receipt and every e-invoice ---

const TAX_RATES: Record<TaxCategory, { type: TaxType; percent: number }> = {
  none: { type: 'E', percent: 0 },
  sales5: { type: '01', percent: 5 },
  sales10: { type: '01', percent: 10 },
  service6: { type: '02', percent: 6 },
};

export interface ReceiptLine extends LineInput {
  name: string;
  option: string;
  taxCents: number;
  totalCents: number;
}

/**
 * The order's lines with their share of the discount (by amount, the remainder to the first lines)
 * and the tax inside their price. A shop not registered for SST has no tax at all (type 06).
 */
export function orderLines(
  order: Pick<OrderRow, 'discountCents'>,
  items: { productId: string | null; name: string; feature: string; quantity: number; unitCents: number }[],
  categories: Map<string, string>,
  registered: boolean,
): ReceiptLine[] {
  const gross = items.map((i) => i.unitCents * i.quantity);
  const sum = gross.reduce((a, b) => a + b, 0);
  const discount = Math.min(order.discountCents, sum);
  const shares = gross.map((g) => (sum > 0 ? Math.floor((g * discount) / sum) : 0));
  let left = discount - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left > 0 && i < shares.length; i++, left--) shares[i]! += 1;
  return items.map((item, i) => {
    const rate = registered
      ? (TAX_RATES[(categories.get(item.productId ?? '') as TaxCategory | undefined) ?? 'none'] ?? TAX_RATES.none)
      : { type: '06' as TaxType, percent: 0 };
    const line: LineInput = {
      description: item.feature ? `${item.name} (${item.feature})` : item.name,
      quantity: item.quantity,
      unitCents: item.unitCents,
      discountCents: shares[i]!,
      taxType: rate.type,
      taxPercent: rate.percent,
      classification: CLASS_OTHERS,
    };
    const amounts = lineAmounts(line);
    return {
      ...line,
      name: item.name,
      option: item.feature,
      taxCents: amounts.taxCents,
      totalCents: amounts.grossCents,
    };
  });
}

async function orderData(db: Db, orderId: string) {
  const order = await findOrder(db, orderId);
  if (!order) return null;
  const items = await itemsOf(db, [orderId]);
  const categories = await q.taxCategoriesOf(
    db,
    items.flatMap((i) => (i.productId ? [i.productId] : [])),
  );
  return { order, items, categories };
}

const paymentMeans = (method: string) => (method === 'tng' ? '06' : '08');

// --- Shop months ---

/** The shop's month ('2026-11') of an instant. */
export function periodOf(at: Date, timeZone: string): string {
  const c = wallClock(at, timeZone);
  return `${c.year}-${String(c.month).padStart(2, '0')}`;
}

export function periodBounds(
  period: string,
  timeZone: string,
): { start: Date; end: Date; firstDay: string; lastDay: string } {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    start: zonedInstant(`${period}-01`, 0, timeZone),
    end: zonedInstant(`${next}-01`, 0, timeZone),
    firstDay: `${period}-01`,
    lastDay: `${period}-${String(lastDay).padStart(2, '0')}`,
  };
}

function previousPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/**
 * Until when a shopper may ask for an e-invoice: the end of the month of payment by default, or the
 * shop's number of days, but never past the sixth day after that month (the consolidated e-invoice
 * is made then, within MyInvois' seven days).
 */
export function requestClosesAt(
  paid: Date,
  settings: Pick<EInvoiceSettings, 'requestWindowDays'>,
  timeZone: string,
): Date {
  const monthEnd = periodBounds(periodOf(paid, timeZone), timeZone).end;
  if (settings.requestWindowDays === 0) return monthEnd;
  const latest = new Date(monthEnd.getTime() + 6 * 86_400_000);
  return new Date(Math.min(paid.getTime() + settings.requestWindowDays * 86_400_000, latest.getTime()));
}

/** When the month's consolidated e-invoices are made: once no shopper may still ask for their own. */
function consolidationTime(period: string, settings: EInvoiceSettings, timeZone: string): Date {
  const end = periodBounds(period, timeZone).end;
  return settings.requestWindowDays === 0 ? end : new Date(end.getTime() + 6 * 86_400_000);
}

// --- The shopper's side ---

export async function paidOrder(db: Db, orderId: string): Promise<{ order: OrderRow; paid: Date } | null> {
  const order = await findOrder(db, orderId);
  if (!order || !isPaidStatus(order.status)) return null;
  return { order, paid: (await firstPaidAt(db, orderId)) ?? order.createdAt };
}

export function validationUrl(gateway: EInvoiceGateway, row: q.EInvoiceRow | null): string | null {
  return row?.status === 'valid' && row.myinvoisUuid && row.longId
    ? gateway.validationUrl(row.myinvoisUuid, row.longId)
    : null;
}

export async function orderInvoiceView(ctx: InvoiceContext, userId: string, orderId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId) throw notFound('Order not found.');
  const paid = await paidOrder(ctx.db, orderId);
  if (!paid) return { receiptUrl: null, request: null, einvoice: null };
  const [settings, request, individual] = await Promise.all([
    einvoiceSettings(ctx.db, ctx.config),
    q.findRequest(ctx.db, orderId),
    q.individualOf(ctx.db, orderId),
  ]);
  const closes = requestClosesAt(paid.paid, settings, ctx.config.timeZone);
  return {
    receiptUrl: `/api/invoice/receipt/${orderId}`,
    request: {
      open: !request && !individual && ctx.config.now() < closes,
      closesAt: closes.toISOString(),
      submitted: request
        ? { name: request.buyer.name, tin: request.buyer.tin, createdAt: request.createdAt.toISOString() }
        : null,
    },
    einvoice: individual
      ? { number: individual.number, status: individual.status, validationUrl: validationUrl(ctx.gateway, individual) }
      : null,
  };
}

/** Stores the shopper's request (checked as MyInvois checks it) and issues the e-invoice at once. */
export async function requestEInvoice(
  ctx: InvoiceContext,
  userId: string,
  orderId: string,
  input: unknown,
): Promise<void> {
  const order = await findOrder(ctx.db, orderId);
  if (!order || order.userId !== userId) throw notFound('Order not found.');
  const paid = await paidOrder(ctx.db, orderId);
  if (!paid) throw new AppError('CONFLICT', EINVOICE_MESSAGES.notPaid);
  const settings = await einvoiceSettings(ctx.db, ctx.config);
  if (ctx.config.now() >= requestClosesAt(paid.paid, settings, ctx.config.timeZone))
    throw new AppError('CONFLICT', EINVOICE_MESSAGES.windowClosed);
  const parsed = EInvoiceBuyer.safeParse(input);
  if (!parsed.success) throw new AppError('INVALID_INPUT', parsed.error.issues[0]!.message);
  if ((await q.individualOf(ctx.db, orderId)) || (await q.consolidatedOf(ctx.db, orderId)))
    throw new AppError('CONFLICT', EINVOICE_MESSAGES.already);
  if (!(await q.insertRequest(ctx.db, orderId, parsed.data))) throw new AppError('CONFLICT', EINVOICE_MESSAGES.already);
  if (missingSettings(settings).length === 0) await issueIndividual(ctx, orderId, settings);
}

// --- Issuing ---

/** The order's individual e-invoice (queued to send), with the buyer's details or the general public's. */
export async function issueIndividual(
  ctx: InvoiceContext,
  orderId: string,
  settings?: EInvoiceSettings,
): Promise<q.EInvoiceRow | null> {
  const s = settings ?? (await einvoiceSettings(ctx.db, ctx.config));
  const data = await orderData(ctx.db, orderId);
  if (!data) return null;
  const request = await q.findRequest(ctx.db, orderId);
  const issuedAt = ctx.config.now();
  const number = `INV-${orderId.toUpperCase()}`;
  const document = individualDocument(s, data, request?.buyer ?? null, number, issuedAt);
  return q.insertEInvoice(ctx.db, {
    kind: 'individual',
    number,
    orderId,
    amountCents: data.order.totalCents,
    document,
    status: 'pending',
    issuedAt,
    nextAttemptAt: issuedAt,
  });
}

function individualDocument(
  s: EInvoiceSettings,
  data: NonNullable<Awaited<ReturnType<typeof orderData>>>,
  buyer: EInvoiceBuyerDetails | null,
  number: string,
  issuedAt: Date,
) {
  return buildDocument({
    number,
    typeCode: INVOICE,
    issuedAt,
    supplier: supplierOf(s),
    buyer: buyer ? buyerParty(buyer) : GENERAL_PUBLIC_PARTY,
    lines: orderLines(data.order, data.items, data.categories, !!s.sstNumber),
    chargeCents: data.order.shippingCents,
    paymentMeansCode: paymentMeans(data.order.paymentMethod),
    original: null,
    period: null,
  });
}

async function consolidatedDocument(
  ctx: InvoiceContext,
  s: EInvoiceSettings,
  number: string,
  period: string,
  orderIds: string[],
  issuedAt: Date,
) {
  const lines: LineInput[] = [];
  for (const id of orderIds) {
    const data = await orderData(ctx.db, id);
    if (!data) continue;
    const own = orderLines(data.order, data.items, data.categories, !!s.sstNumber);
    const tax = own.reduce((sum, l) => sum + l.taxCents, 0);
    const taxed = own.find((l) => l.taxCents > 0);
    // One line per receipt; its tax is the receipt's, at the rate that gives it (one rate per receipt in practice).
    const percent =
      taxed && data.order.totalCents - tax > 0
        ? Math.round(((tax * 100) / (data.order.totalCents - tax)) * 100) / 100
        : 0;
    lines.push({
      description: `Receipt ${id.slice(0, 8).toUpperCase()}`,
      quantity: 1,
      unitCents: data.order.totalCents,
      discountCents: 0,
      taxType: s.sstNumber ? (taxed?.taxType ?? 'E') : '06',
      taxPercent: percent,
      classification: CLASS_CONSOLIDATED,
      taxCents: tax,
    });
  }
  const bounds = periodBounds(period, ctx.config.timeZone);
  return buildDocument({
    number,
    typeCode: INVOICE,
    issuedAt,
    supplier: supplierOf(s),
    buyer: GENERAL_PUBLIC_PARTY,
    lines,
    chargeCents: 0,
    paymentMeansCode: null,
    original: null,
    period: { start: bounds.firstDay, end: bounds.lastDay },
  });
}

/** Issues the individual e-invoices that are due: requested ones, and sales of RM 10,000 or more. */
/**
 * Paid orders that need an individual e-invoice and have none, oldest first: those with a request,
 * and those of RM 10,000 or more (unless a consolidated one already lists them). The order module
 * reads every paid order of that size each run: few in a bakery's years.
 */
async function ordersNeedingIndividual(db: Db, limit: number): Promise<string[]> {
  const candidates = await paidOrdersFromOrAmong(db, q.INDIVIDUAL_THRESHOLD_CENTS, await q.openRequestOrderIds(db));
  const covered = await q.coveredOrderIds(db, candidates, false);
  return candidates.filter((id) => !covered.has(id)).slice(0, limit);
}

/** Paid orders first paid within [start, end) that no e-invoice lists or request asks for, with their totals. */
async function ordersToConsolidate(db: Db, start: Date, end: Date): Promise<{ id: string; totalCents: number }[]> {
  const paid = await paidOrdersFirstPaidIn(db, start, end, q.INDIVIDUAL_THRESHOLD_CENTS);
  const covered = await q.coveredOrderIds(
    db,
    paid.map((o) => o.id),
    true,
  );
  return paid.filter((o) => !covered.has(o.id));
}

export async function issueDueIndividuals(ctx: InvoiceContext, settings: EInvoiceSettings): Promise<number> {
  let issued = 0;
  for (const orderId of await ordersNeedingIndividual(ctx.db, 100)) {
    if (await issueIndividual(ctx, orderId, settings)) issued++;
  }
  return issued;
}

/**
 * The month's consolidated e-invoices: every paid order of the month with no individual one, 200 to a
 * document. The month's row in einvoice_periods is inserted in the same transaction, so with several
 * instances exactly one makes them; the others wait on the row and then find it taken.
 */
export async function consolidateMonth(
  ctx: InvoiceContext,
  period: string,
  settings: EInvoiceSettings,
): Promise<q.EInvoiceRow[]> {
  const bounds = periodBounds(period, ctx.config.timeZone);
  return ctx.db.transaction(async (tx) => {
    if (!(await q.claimPeriod(tx, period))) return [];
    const txCtx = { ...ctx, db: tx };
    const orders = await ordersToConsolidate(tx, bounds.start, bounds.end);
    const made: q.EInvoiceRow[] = [];
    const issuedAt = ctx.config.now();
    for (let i = 0; i * CONSOLIDATED_LINES < orders.length; i++) {
      const chunk = orders.slice(i * CONSOLIDATED_LINES, (i + 1) * CONSOLIDATED_LINES).map((o) => o.id);
      const number = `CON-${period}-${String(i + 1).padStart(2, '0')}`;
      const document = await consolidatedDocument(txCtx, settings, number, period, chunk, issuedAt);
      const row = await q.insertEInvoice(tx, {
        kind: 'consolidated',
        number,
        period,
        amountCents: orders
          .slice(i * CONSOLIDATED_LINES, (i + 1) * CONSOLIDATED_LINES)
          .reduce((s, o) => s + o.totalCents, 0),
        document,
        status: 'pending',
        issuedAt,
        nextAttemptAt: issuedAt,
      });
      if (!row) throw new Error(`consolidated e-invoice ${number} exists for an unclaimed month`);
      await q.addConsolidatedOrders(tx, row.id, chunk);
      made.push(row);
    }
    return made;
  });
}

/**
 * A refund note for `amountCents` of the order, referring to its e-invoice (individual, or the
 * consolidated one listing it). Before that e-invoice exists and is accepted the note waits; the job
 * builds and sends it then. Call it from every refund path (card refunds, staff refunds).
 */
export async function issueRefundNote(
  ctx: Pick<InvoiceContext, 'db' | 'config'>,
  orderId: string,
  amountCents: number,
  reason: string,
): Promise<q.EInvoiceRow> {
  if (!Number.isInteger(amountCents) || amountCents <= 0)
    throw new AppError('INVALID_INPUT', 'A refund amount is a positive number of sen.');
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('Order not found.');
  if (amountCents > order.totalCents)
    throw new AppError('INVALID_INPUT', 'A refund cannot be more than the order total.');
  const now = ctx.config.now();
  for (let attempt = 0; ; attempt++) {
    const n = (await q.countRefundNotes(ctx.db, orderId)) + 1 + attempt;
    const row = await q.insertEInvoice(ctx.db, {
      kind: 'refund',
      number: `RN-${orderId.toUpperCase()}-${n}`,
      orderId,
      amountCents,
      reason: clip(reason, 300),
      document: null,
      status: 'waiting',
      issuedAt: now,
      nextAttemptAt: now,
    });
    if (row) return row;
  }
}

/** The original a refund note refers to, once MyInvois has it (or it was written in embedded mode). */
async function originalOf(db: Db, orderId: string): Promise<q.EInvoiceRow | null> {
  return (await q.individualOf(db, orderId)) ?? (await q.consolidatedOf(db, orderId));
}

async function prepareRefund(
  ctx: InvoiceContext,
  note: q.EInvoiceRow,
  settings: EInvoiceSettings,
  now: Date,
): Promise<void> {
  const original = note.orderId ? await originalOf(ctx.db, note.orderId) : null;
  const order = note.orderId ? await findOrder(ctx.db, note.orderId) : null;
  if (!original) {
    // A sale cancelled before any e-invoice listed it is never invoiced, so its refund needs no note.
    const paid = note.orderId ? await paidOrder(ctx.db, note.orderId) : null;
    const period = order ? periodOf(paid?.paid ?? order.createdAt, ctx.config.timeZone) : null;
    if (order && !paid && period && (await q.periodDone(ctx.db, period))) {
      await q.updateEInvoice(ctx.db, note.id, {
        status: 'not_needed',
        error: 'The sale was cancelled before any e-invoice listed it.',
      });
    } else await q.updateEInvoice(ctx.db, note.id, { nextAttemptAt: new Date(now.getTime() + POLL_AGAIN_MS) });
    return;
  }
  const ready = original.status === 'valid' ? original.myinvoisUuid : original.status === 'written' ? 'NA' : null;
  if (!ready) {
    await q.updateEInvoice(ctx.db, note.id, {
      refersTo: original.id,
      nextAttemptAt: new Date(now.getTime() + POLL_AGAIN_MS),
    });
    return;
  }
  const request = original.kind === 'individual' && note.orderId ? await q.findRequest(ctx.db, note.orderId) : null;
  const document = buildDocument({
    number: note.number,
    typeCode: REFUND_NOTE,
    issuedAt: note.issuedAt,
    supplier: supplierOf(settings),
    buyer: request ? buyerParty(request.buyer) : GENERAL_PUBLIC_PARTY,
    lines: [
      {
        description: clip(
          `Refund for order ${note.orderId!.slice(0, 8).toUpperCase()}${note.reason ? `: ${note.reason}` : ''}`,
          300,
        ),
        quantity: 1,
        unitCents: note.amountCents,
        discountCents: 0,
        taxType: settings.sstNumber ? 'E' : '06',
        taxPercent: 0,
        classification: CLASS_OTHERS,
      },
    ],
    chargeCents: 0,
    paymentMeansCode: order ? paymentMeans(order.paymentMethod) : null,
    original: { number: original.number, uuid: ready },
    period: null,
  });
  await q.updateEInvoice(ctx.db, note.id, { refersTo: original.id, document, status: 'pending', nextAttemptAt: now });
}

// --- Sending ---

/** Groups documents into submissions of at most 100 documents and 5 MB (base64, as sent). */
export function submissions(docs: OutgoingDocument[]): OutgoingDocument[][] {
  const batches: OutgoingDocument[][] = [];
  let current: OutgoingDocument[] = [];
  let bytes = 0;
  for (const doc of docs) {
    const size = Math.ceil((Buffer.byteLength(doc.json) * 4) / 3) + 200;
    if (current.length > 0 && (current.length >= MAX_DOCUMENTS_PER_SUBMISSION || bytes + size > MAX_SUBMISSION_BYTES)) {
      batches.push(current);
      current = [];
      bytes = 0;
    }
    current.push(doc);
    bytes += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

const backoff = (attempts: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.min(attempts, 10));

/** Sends the due documents: checked first (a malformed one is never sent), then in submissions. */
export async function sendDue(ctx: InvoiceContext, now: Date): Promise<void> {
  const rows = await q.leaseDue(ctx.db, 'pending', now, 500, LEASE_MS);
  const outgoing: OutgoingDocument[] = [];
  const byNumber = new Map(rows.map((r) => [r.number, r]));
  for (const row of rows) {
    const errors = validateDocument(row.document);
    const json = JSON.stringify(row.document);
    if (errors.length === 0 && Buffer.byteLength(json) > MAX_DOCUMENT_BYTES)
      errors.push('The document is larger than 300 KB.');
    if (errors.length > 0) {
      await q.updateEInvoice(ctx.db, row.id, {
        status: 'invalid',
        error: `Checked before sending: ${errors.join('; ')}`,
      });
      continue;
    }
    outgoing.push({ number: row.number, json });
  }
  for (const batch of submissions(outgoing)) {
    try {
      const result = await ctx.gateway.deliver(batch);
      if (result.mode === 'written') {
        for (const number of result.written)
          await q.updateEInvoice(ctx.db, byNumber.get(number)!.id, { status: 'written', sentAt: now, error: null });
        continue;
      }
      for (const a of result.accepted) {
        const row = byNumber.get(a.number);
        if (row)
          await q.updateEInvoice(ctx.db, row.id, {
            status: 'submitted',
            submissionUid: result.submissionUid,
            myinvoisUuid: a.uuid,
            sentAt: now,
            error: null,
            nextAttemptAt: new Date(now.getTime() + 3_000),
          });
      }
      for (const r of result.rejected) {
        const row = byNumber.get(r.number);
        if (row) await q.updateEInvoice(ctx.db, row.id, { status: 'invalid', error: r.reason, sentAt: now });
      }
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      // Nothing was decided: each document stays due and is tried again later, further apart each time.
      for (const doc of batch) {
        const row = byNumber.get(doc.number)!;
        await q.updateEInvoice(ctx.db, row.id, {
          attempts: row.attempts + 1,
          error: err.message,
          nextAttemptAt: new Date(now.getTime() + backoff(row.attempts)),
        });
      }
    }
  }
}

/** Asks MyInvois how the sent documents fared and stores their status, long ID or reason. */
export async function pollSubmitted(ctx: InvoiceContext, now: Date): Promise<void> {
  const rows = await q.leaseDue(ctx.db, 'submitted', now, 500, LEASE_MS);
  const bySubmission = new Map<string, q.EInvoiceRow[]>();
  for (const r of rows)
    bySubmission.set(r.submissionUid ?? '', [...(bySubmission.get(r.submissionUid ?? '') ?? []), r]);
  for (const [uid, docs] of bySubmission) {
    try {
      const result = await ctx.gateway.poll(uid);
      for (const row of docs) {
        const found = result.documents.find((d) => d.uuid === row.myinvoisUuid);
        if (found?.status === 'Valid')
          await q.updateEInvoice(ctx.db, row.id, { status: 'valid', longId: found.longId, error: null });
        else if (found?.status === 'Invalid' || found?.status === 'Cancelled')
          await q.updateEInvoice(ctx.db, row.id, {
            status: 'invalid',
            error: found.reason ?? `MyInvois: ${found.status}`,
          });
        else await q.updateEInvoice(ctx.db, row.id, { nextAttemptAt: new Date(now.getTime() + POLL_AGAIN_MS) });
      }
    } catch (err) {
      if (!(err instanceof GatewayUnavailable)) throw err;
      for (const row of docs)
        await q.updateEInvoice(ctx.db, row.id, {
          error: err.message,
          nextAttemptAt: new Date(now.getTime() + POLL_AGAIN_MS),
        });
    }
  }
}

/**
 * One run of the e-invoice job (every instance runs it; each step claims its rows, so no work is done
 * twice): issue what is due, make last month's consolidated e-invoices once, prepare refund notes, send,
 * and poll. Without complete shop settings nothing new is issued, and what is queued keeps waiting.
 */
export async function runEInvoiceJob(outer: InvoiceContext, now: Date): Promise<{ missing: string[] }> {
  // One instant for the whole run, so what it issues is due for sending in the same run.
  const ctx = { ...outer, config: { ...outer.config, now: () => now } };
  const settings = await einvoiceSettings(ctx.db, ctx.config);
  const missing = missingSettings(settings);
  if (missing.length === 0) {
    await issueDueIndividuals(ctx, settings);
    const last = previousPeriod(periodOf(now, ctx.config.timeZone));
    if (now >= consolidationTime(last, settings, ctx.config.timeZone) && !(await q.periodDone(ctx.db, last))) {
      await consolidateMonth(ctx, last, settings);
    }
    for (const note of await q.leaseDue(ctx.db, 'waiting', now, 100, LEASE_MS))
      await prepareRefund(ctx, note, settings, now);
  }
  await sendDue(ctx, now);
  await pollSubmitted(ctx, now);
  return { missing };
}

/** Staff resend a rejected e-invoice: built again from today's data (corrected settings) and queued. */
export async function resend(ctx: InvoiceContext, id: string): Promise<q.EInvoiceRow> {
  const row = isUuid(id) ? await q.findEInvoice(ctx.db, id) : null;
  if (!row) throw notFound('No such e-invoice.');
  if (row.status !== 'invalid') throw new AppError('CONFLICT', 'Only a rejected e-invoice can be sent again.');
  const settings = await einvoiceSettings(ctx.db, ctx.config);
  const missing = missingSettings(settings);
  if (missing.length > 0)
    throw new AppError('CONFLICT', `Complete the e-invoice settings first: ${missing.join(', ')}.`);
  const now = ctx.config.now();
  let document = row.document;
  if (row.kind === 'individual' && row.orderId) {
    const data = await orderData(ctx.db, row.orderId);
    const request = await q.findRequest(ctx.db, row.orderId);
    if (data) document = individualDocument(settings, data, request?.buyer ?? null, row.number, now);
  } else if (row.kind === 'consolidated' && row.period) {
    document = await consolidatedDocument(
      ctx,
      settings,
      row.number,
      row.period,
      await inPlacementOrder(ctx.db, await q.consolidatedOrderIds(ctx.db, row.id)),
      now,
    );
  } else if (row.kind === 'refund') {
    await q.updateEInvoice(ctx.db, row.id, { status: 'waiting', error: null, attempts: 0, nextAttemptAt: now });
    return (await q.findEInvoice(ctx.db, row.id))!;
  }
  await q.updateEInvoice(ctx.db, row.id, {
    document,
    status: 'pending',
    error: null,
    attempts: 0,
    issuedAt: now,
    submissionUid: null,
    myinvoisUuid: null,
    longId: null,
    nextAttemptAt: now,
  });
  return (await q.findEInvoice(ctx.db, row.id))!;
}

// --- Receipts and the back office ---

/** The receipt of a paid order; `userId` limits it to the owner (staff pass null). */
export async function receiptPdf(
  ctx: InvoiceContext,
  orderId: string,
  userId: string | null,
): Promise<{ pdf: Buffer; number: string }> {
  const data = await orderData(ctx.db, orderId);
  if (!data || (userId !== null && data.order.userId !== userId)) throw notFound('Order not found.');
  const paid = await paidOrder(ctx.db, orderId);
  if (!paid) throw new AppError('CONFLICT', 'A receipt is ready once the order is paid.');
  const settings = await einvoiceSettings(ctx.db, ctx.config);
  const [individual, consolidated] = await Promise.all([
    q.individualOf(ctx.db, orderId),
    q.consolidatedOf(ctx.db, orderId),
  ]);
  const number = orderId.slice(0, 8).toUpperCase();
  const { order } = data;
  const pdf = await renderReceipt({
    settings,
    timeZone: ctx.config.timeZone,
    orderNumber: number,
    orderDate: order.createdAt,
    paidAt: paid.paid,
    customerName: `${order.address.firstName} ${order.address.lastName}`.trim(),
    paymentMethod: order.paymentMethod,
    lines: orderLines(order, data.items, data.categories, !!settings.sstNumber),
    subtotalCents: order.productCents,
    discountCents: order.discountCents,
    promoCode: order.promoCode,
    deliveryCents: order.shippingCents,
    serviceType: order.serviceType,
    totalCents: order.totalCents,
    einvoice: individual
      ? {
          kind: 'individual',
          number: individual.number,
          status: individual.status,
          uuid: individual.myinvoisUuid,
          validationUrl: validationUrl(ctx.gateway, individual),
        }
      : consolidated
        ? { kind: 'consolidated', number: consolidated.number }
        : null,
  });
  return { pdf, number };
}

export function toAdminEInvoice(gateway: EInvoiceGateway, row: q.EInvoiceRow) {
  return {
    id: row.id,
    kind: row.kind,
    number: row.number,
    orderId: row.orderId,
    period: row.period,
    amountCents: row.amountCents,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    validationUrl: validationUrl(gateway, row),
    issuedAt: row.issuedAt.toISOString(),
    hasDocument: row.document !== null,
  };
}

export async function adminList(ctx: InvoiceContext, status: string, page: number) {
  const size = 50;
  const { rows, total } = await q.listEInvoices(ctx.db, status, size, (page - 1) * size);
  // What the next month-end run will list: the months before this one not yet consolidated.
  const now = ctx.config.now();
  const current = periodOf(now, ctx.config.timeZone);
  const due: { period: string; orders: number; amountCents: number }[] = [];
  for (const period of [previousPeriod(current), current]) {
    if (await q.periodDone(ctx.db, period)) continue;
    const bounds = periodBounds(period, ctx.config.timeZone);
    const orders = await ordersToConsolidate(ctx.db, bounds.start, bounds.end);
    if (orders.length > 0)
      due.push({ period, orders: orders.length, amountCents: orders.reduce((s, o) => s + o.totalCents, 0) });
  }
  return { einvoices: rows.map((r) => toAdminEInvoice(ctx.gateway, r)), total, due, mode: ctx.gateway.mode };
}

export async function adminOrderView(ctx: InvoiceContext, orderId: string) {
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw notFound('Order not found.');
  const [request, own, consolidated] = await Promise.all([
    q.findRequest(ctx.db, orderId),
    q.einvoicesOfOrder(ctx.db, orderId),
    q.consolidatedOf(ctx.db, orderId),
  ]);
  return {
    request: request ? { ...request.buyer, createdAt: request.createdAt.toISOString() } : null,
    einvoices: [...own, ...(consolidated ? [consolidated] : [])].map((r) => toAdminEInvoice(ctx.gateway, r)),
  };
}

export async function documentOf(ctx: InvoiceContext, id: string): Promise<{ number: string; json: string }> {
  const row = isUuid(id) ? await q.findEInvoice(ctx.db, id) : null;
  if (!row || row.document === null) throw notFound('No such e-invoice document.');
  return { number: row.number, json: JSON.stringify(row.document, null, 2) };
}

/** The products not deleted, by name, each with its tax category ('none' when staff set none). */
export async function taxCategories(db: Db) {
  const [products, categories] = await Promise.all([liveProductNames(db), q.allTaxCategories(db)]);
  return products.map((p) => ({ ...p, category: categories.get(p.id) ?? 'none' }));
}

export async function setTaxCategory(db: Db, productId: string, category: TaxCategory): Promise<void> {
  if (!isUuid(productId) || !(await findAnyProduct(db, productId))) throw notFound('No such product.');
  await q.setTaxCategory(db, productId, category);
}

/**
 * For refund paths that also give back money the shop never took as a sale (a payment after the
 * order was cancelled, one that does not match): a refund note only when the order was a paid sale or
 * an e-invoice already lists it. Never throws: the refund itself has happened, and a failure is logged.
 */
export async function refundNoteIfInvoiced(
  ctx: Pick<InvoiceContext, 'db' | 'config'>,
  orderId: string,
  amountCents: number,
  reason: string,
): Promise<q.EInvoiceRow | null> {
  const order = await findOrder(ctx.db, orderId);
  if (!order) return null;
  const invoiced = (await q.individualOf(ctx.db, orderId)) ?? (await q.consolidatedOf(ctx.db, orderId));
  if (!invoiced && !isPaidStatus(order.status)) return null;
  return issueRefundNote(ctx, orderId, Math.min(amountCents, order.totalCents), reason);
}
