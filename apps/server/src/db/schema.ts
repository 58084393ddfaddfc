import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShopLang } from '@shop/contract';

/** A 64-bit transaction id, as text (it can pass 2^53). */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A line's chosen add-ons, as the contract's `LineAddOns`. */
export interface StoredAddOns {
  message?: string;
  candles?: number;
  knife?: true;
  card?: string;
}

/** The contract's `AddOnOffer` with its prices in sen. */
export interface AddOnOfferCents {
  message?: { maxLength: number; priceCents: number };
  candles?: { max: number; priceCents: number };
  knife?: { priceCents: number };
  card?: { maxLength: number; priceCents: number };
}

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Malay texts shown on the /ms pages; null: the English shows there too. */
    nameMs: text('name_ms'),
    descriptionMs: text('description_ms'),
    priceCents: integer('price_cents').notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    features: jsonb('features')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    category: text('category').notNull(),
    subCategory: text('sub_category').notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    leadTimeHours: integer('lead_time_hours').notNull().default(0),
    /** Optional stock per feature; null means not tracked. */
    stock: jsonb('stock').$type<Record<string, number> | null>(),
    /** The options' Malay names by their English name (the cart's key); null, or an option left out: English. */
    optionNamesMs: jsonb('option_names_ms').$type<Record<string, string> | null>(),
    /** Sen per option that has its own price; the others sell at price_cents. Null: none do. */
    optionPrices: jsonb('option_prices').$type<Record<string, number> | null>(),
    /** What a customisable product offers (prices in sen); null: not customisable. */
    customisation: jsonb('customisation').$type<AddOnOfferCents | null>(),
    hidden: boolean('hidden').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Insertion order, so "latest" is stable when many rows share a created_at. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_seq_idx').on(t.seq),
    index('products_category_idx').on(t.category, t.subCategory),
    index('products_price_idx').on(t.priceCents),
    index('products_bestseller_idx').on(t.bestseller, t.seq),
  ],
);

/**
 * The Malay names staff gave the catalogue's categories and types (products name them by their English
 * text, `category` or `sub_category`); a name without a row shows in English on the /ms pages too.
 */
export const categoryNames = pgTable('category_names', {
  name: text('name').primaryKey(),
  nameMs: text('name_ms').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'customer' | 'staff' | 'admin'>().notNull().default('customer'),
    /** The language the shopper last used the shop in (signing up, a code, an order): a mail to the account speaks it. */
    lang: text('lang').$type<ShopLang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), check('users_lang', sql`${t.lang} in ('en', 'ms')`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').$type<'register' | 'reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/**
 * A customer's edit of an address taken from a past order (My profile, Addresses). The order keeps
 * what was delivered; `source_key` is the hash of the order address this edit replaces.
 */
export const userAddressEdits = pgTable(
  'user_address_edits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The shopper removed the address; an order to it placed later brings it back. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sourceKey] })],
);

/** Fixed-window counters shared by every instance (nothing shared lives in process memory: docs/operations.md). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    /** The add-ons' part of the line's identity (`lineKey` in the contract); '' for a plain line. */
    lineKey: text('line_key').notNull().default(''),
    addOns: jsonb('add_ons')
      .$type<StoredAddOns>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    quantity: integer('quantity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId, t.feature, t.lineKey] })],
);

/** Merge requests already applied, so a repeated merge (two tabs, a retry) adds nothing twice. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mergeKey: text('merge_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.mergeKey] })],
);

export type OrderAddress = {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  phone: string;
};

export type ServiceSelection = {
  serviceType: 'pickup' | 'delivery';
  outletId: number | null;
  deliveryAddress: string | null;
  calendarDate: string;
  deliveryTime: string;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').$type<'tng' | 'stripe'>().notNull(),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    serviceType: text('service_type').$type<'pickup' | 'delivery'>().notNull(),
    outletId: integer('outlet_id'),
    deliveryAddress: text('delivery_address'),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    productCents: integer('product_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paymentDeadline: timestamp('payment_deadline', { withTimezone: true }).notNull(),
    idempotencyKey: text('idempotency_key'),
    screenshotKey: text('screenshot_key'),
    ocrText: text('ocr_text'),
    ocrAmountCents: integer('ocr_amount_cents'),
    stripeSessionId: text('stripe_session_id'),
    /** The promo code applied (upper case) and what it took off the product subtotal. */
    promoCode: text('promo_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The shopper's note for the shop, as typed. */
    note: text('note'),
    /** The language the order was placed in: every mail about it speaks it. */
    lang: text('lang').$type<ShopLang>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office's newest-first order list, unfiltered and by status.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_status_deadline_idx').on(t.status, t.paymentDeadline),
    index('orders_slot_idx').on(t.slotDate, t.slot, t.serviceType, t.outletId),
    // The sales dashboard's paid orders by day, service and payment method, read from the index alone.
    index('orders_paid_created_idx')
      .on(t.createdAt, t.totalCents, t.serviceType, t.paymentMethod)
      .where(sql`status in ('Payment Verified', 'Preparing', 'Ready for Pickup', 'Out for Delivery', 'Completed')`),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    check('orders_lang', sql`${t.lang} in ('en', 'ms')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id'),
    name: text('name').notNull(),
    image: jsonb('image').$type<string[]>().notNull(),
    feature: text('feature').notNull(),
    quantity: integer('quantity').notNull(),
    /** One unit, add-ons included. */
    unitCents: integer('unit_cents').notNull(),
    addOns: jsonb('add_ons')
      .$type<StoredAddOns>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What the add-ons added to one unit. */
    addOnsCents: integer('add_ons_cents').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The story in Malay for the /ms pages; null: the English shows there too. */
    titleMs: text('title_ms'),
    descriptionMs: text('description_ms'),
    date: date('date', { mode: 'string' }).notNull(),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
  },
  (t) => [index('news_date_idx').on(t.date, t.id)],
);

export type OutletScheduleDay = {
  day: string;
  available: boolean;
  operatingTime: { start: string; end: string };
};

export const outlets = pgTable('outlets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  contactNumber: text('contact_number').notNull(),
  whatsappNumber: text('whatsapp_number'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  schedule: jsonb('schedule').$type<OutletScheduleDay[]>().notNull(),
  /** What shoppers should know about the outlet (parking, a prayer room); null: nothing to say. */
  notes: text('notes'),
  /** The notes in Malay for the /ms pages; null: the English shows there too. */
  notesMs: text('notes_ms'),
  position: integer('position').notNull().default(0),
});

export const sliderImages = pgTable('slider_images', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  alt: text('alt').notNull().default(''),
  position: integer('position').notNull().default(0),
  /** Drawn as text over the banner by the storefront, in the shop's own type. */
  headline: text('headline').notNull().default(''),
  subtitle: text('subtitle').notNull().default(''),
  /** The words in Malay for the /ms pages; null: the English shows there too. */
  altMs: text('alt_ms'),
  headlineMs: text('headline_ms'),
  subtitleMs: text('subtitle_ms'),
});

export const shippingRates = pgTable('shipping_rates', {
  state: text('state').primaryKey(),
  feeCents: integer('fee_cents').notNull(),
});

/**
 * Double opt-in: a row is pending until the link mailed to it is opened (`confirmed_at`); only then is
 * the welcome code made. `mailbox` is the address normalised to the mailbox that receives it (no +tag,
 * no dots for Gmail), so variants of one mailbox share one row and one code.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    email: text('email').primaryKey(),
    mailbox: text('mailbox').notNull(),
    /** SHA-256 of the confirmation link's token; the token itself is only in the mail. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The language of the page the address was given on: the confirmation and welcome mails speak it. */
    lang: text('lang').$type<ShopLang>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_mailbox').on(t.mailbox),
    uniqueIndex('newsletter_subscriptions_token').on(t.confirmTokenHash),
    check('newsletter_subscriptions_lang', sql`${t.lang} in ('en', 'ms')`),
  ],
);

/**
 * `pending` while the refund call runs; `unmatched` is a paid session that names no order of the shop,
 * which is not refunded blindly (it may be another system's payment on the same Stripe account).
 */
/** `by_hand`: an e-wallet (QR) payment of a cancelled order, which only a person can send back. */
export type RefundStatus = 'pending' | 'refunded' | 'failed' | 'unmatched' | 'by_hand';

/**
 * Money Stripe took that no order keeps (the order was cancelled or expired, or the session was not the
 * order's own): one row per payment, refunded through Stripe. A refund that failed stays open for staff
 * until someone marks it handled.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    /** The Checkout Session paid; unique, so a repeated event cannot refund or record twice. */
    sessionId: text('session_id').notNull(),
    paymentIntentId: text('payment_intent_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    email: text('email'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Why the payment is not kept, in words staff can read. */
    reason: text('reason').notNull(),
    status: text('status').$type<RefundStatus>().notNull(),
    stripeRefundId: text('stripe_refund_id'),
    error: text('error'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_session').on(t.sessionId),
    index('payment_refunds_open_idx').on(t.status, t.handledAt),
  ],
);

/**
 * Discount codes: a percentage or a fixed amount off the product subtotal. `email` limits a code to the
 * account with that email (the newsletter's welcome code); `used_count` counts orders that used it.
 */
export const promoCodes = pgTable('promo_codes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
  /** Percent (1-100) or sen off. */
  amount: integer('amount').notNull(),
  minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  maxUses: integer('max_uses'),
  usedCount: integer('used_count').notNull().default(0),
  email: text('email'),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One row per order that used a code; the key makes a code one use per account. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Written in the order's own transaction, before the order row (so no foreign key). */
    orderId: uuid('order_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.userId] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * The catalogue's words (from names, types, categories and descriptions of visible products), each
 * with how many products use it. Triggers on products keep it current; search corrects typed words
 * against it, so a word no visible product uses any more is never suggested.
 */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  products: integer('products').notNull(),
});

/**
 * The seq of every product whose searchable state changed, written by triggers on products: each
 * instance's in-memory search index applies what came after the last entry it saw.
 */
export const searchChanges = pgTable(
  'search_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /**
     * The writing transaction: ids are taken at write but seen at commit, so an instance reads again
     * every entry of a transaction that was still running at its last read (search-index-sync.ts).
     */
    xid: xid8('xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
  },
  (t) => [index('search_changes_xid_idx').on(t.xid)],
);

/** One row: log entries of transactions up to `through` may have been pruned. */
export const searchChangesPruned = pgTable(
  'search_changes_pruned',
  {
    id: integer('id').primaryKey().default(1),
    through: xid8('through').notNull(),
  },
  (t) => [check('search_changes_pruned_one_row', sql`${t.id} = 1`)],
);

/** Staff-edited synonyms: a search for the term also finds its synonyms, and a synonym finds the term. */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    synonyms: text('synonyms').array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('search_synonyms_term_key').on(t.term)],
);

/** The buyer's tax details on an e-invoice request, checked as MyInvois checks them (contract: EInvoiceBuyer). */
export type EInvoiceBuyerDetails = {
  name: string;
  tin: string;
  idType: 'NRIC' | 'PASSPORT' | 'BRN';
  idNumber: string;
  sstNumber: string | null;
  addressLine: string;
  city: string;
  postcode: string;
  state: string;
  country: string;
  email: string;
  phone: string;
};

/** A shopper's request for an individual e-invoice, one per order (modules/invoice). */
export const einvoiceRequests = pgTable('einvoice_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  buyer: jsonb('buyer').$type<EInvoiceBuyerDetails>().notNull(),
  createdAt: createdAt(),
});

/** Each product's tax category for receipts and e-invoices; a product without a row is not taxable. */
export const productTaxCategories = pgTable('product_tax_categories', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  category: text('category').notNull(),
});

/**
 * E-invoices (individual, the month's consolidated ones, refund notes): the UBL document as built,
 * and what MyInvois said of it. `status` moves waiting -> pending -> submitted -> valid | invalid, or
 * pending -> written when no MyInvois credentials are set (the document goes to the data folder).
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'individual' | 'consolidated' | 'refund'>().notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id').references(() => orders.id),
    /** The shop month ('2026-11') of a consolidated e-invoice. */
    period: text('period'),
    /** A refund note's original e-invoice. */
    refersTo: uuid('refers_to'),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason'),
    document: jsonb('document'),
    status: text('status')
      .$type<'waiting' | 'pending' | 'submitted' | 'valid' | 'invalid' | 'written' | 'not_needed'>()
      .notNull(),
    error: text('error'),
    submissionUid: text('submission_uid'),
    myinvoisUuid: text('myinvois_uuid'),
    longId: text('long_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('einvoices_number_key').on(t.number),
    uniqueIndex('einvoices_individual_order_key')
      .on(t.orderId)
      .where(sql`kind = 'individual'`),
    index('einvoices_order_idx').on(t.orderId),
    index('einvoices_status_idx').on(t.status, t.nextAttemptAt),
    index('einvoices_created_idx').on(t.createdAt),
  ],
);

/** Which consolidated e-invoice lists an order: an order is listed once, ever. */
export const einvoiceConsolidatedOrders = pgTable(
  'einvoice_consolidated_orders',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    einvoiceId: uuid('einvoice_id')
      .notNull()
      .references(() => einvoices.id, { onDelete: 'cascade' }),
  },
  (t) => [index('einvoice_consolidated_orders_einvoice_idx').on(t.einvoiceId)],
);

/** A month whose consolidated e-invoices were made: the row is the claim that makes the run happen once. */
export const einvoicePeriods = pgTable('einvoice_periods', {
  period: text('period').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Search insight for staff: per shop day and normalised query, how often it was searched, found
 * nothing, and had a product opened from its results. Nothing about who searched is kept.
 */
export const searchStats = pgTable(
  'search_stats',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    searches: integer('searches').notNull().default(0),
    empty: integer('empty').notNull().default(0),
    opened: integer('opened').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query] })],
);

/** "Did you mean" corrections shoppers took, per shop day. */
export const searchCorrectionsAccepted = pgTable(
  'search_corrections_accepted',
  {
    day: date('day').notNull(),
    query: text('query').notNull(),
    correction: text('correction').notNull(),
    accepted: integer('accepted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.query, t.correction] })],
);

/**
 * A product's food facts (product module): ingredients, allergens from the contract's fixed list and
 * a halal status. A product without a row claims nothing; apparel never gets one.
 */
export const productFacts = pgTable('product_facts', {
  productId: uuid('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  ingredients: text('ingredients').notNull().default(''),
  /** The ingredients on the /ms pages; null: the English shows there. */
  ingredientsMs: text('ingredients_ms'),
  allergens: jsonb('allergens')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** 'certified' | 'no-pork-lard-alcohol' | 'not-halal'; null claims nothing. */
  halalStatus: text('halal_status'),
  halalCertificateNo: text('halal_certificate_no'),
  halalCertificateExpiry: date('halal_certificate_expiry', { mode: 'string' }),
  /** The demo's facts are examples, and the product page says so. */
  example: boolean('example').notNull().default(false),
});

/** Festive pre-order seasons (season module): order by one day, collect or receive within a window. */
export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    orderBy: date('order_by', { mode: 'string' }).notNull(),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    lastDay: date('last_day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('seasons_window_check', sql`${t.orderBy} < ${t.firstDay} and ${t.firstDay} <= ${t.lastDay}`),
    index('seasons_last_day_idx').on(t.lastDay),
  ],
);

export const seasonProducts = pgTable(
  'season_products',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.seasonId, t.productId] }), index('season_products_product_idx').on(t.productId)],
);
