import { z } from 'zod';
import { NO_FEATURE } from './stock.ts';
import { AddOnOffer } from './add-ons.ts';
import { MALAYSIAN_STATES, TIME_SLOTS } from './common.ts';
import { CalendarDate } from './fulfilment.ts';
import { Address, OnlinePaymentMethod, OrderItem, OrderService, PAYMENT_METHODS, type OrderStatus } from './orders.ts';
import { WEEK_DAYS } from './wall-clock.ts';
import { SLIDE_HEADLINE_MAX, SLIDE_SUBTITLE_MAX } from './products.ts';
import { cleanSearchText } from './unsafe-text.ts';
import { clearableText, isInvisibleOnly, optionalText, requiredText } from './human-text.ts';
import { ProductPromises } from './product-promises.ts';

export const STAFF_ROLES = ['staff', 'admin'] as const;
export const Role = z.enum(['customer', 'staff', 'admin']);
export type Role = z.infer<typeof Role>;

export const StaffUser = z.object({ id: z.string(), email: z.string(), name: z.string(), role: Role });
export type StaffUser = z.infer<typeof StaffUser>;

/** GET /api/admin/me: who is signed in to the back office (401 guest, 403 customer). */
export const AdminMeResponse = z.object({ success: z.literal(true), user: StaffUser });
export type AdminMeResponse = z.infer<typeof AdminMeResponse>;

export const AdminOk = z.object({ success: z.literal(true), message: z.string() });
export type AdminOk = z.infer<typeof AdminOk>;

/** Every back-office list pages by offset with this page size and never past ADMIN_MAX_PAGE. */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE = 400;

const Page = z.coerce
  .number({ error: 'Page must be a whole number.' })
  .int('Page must be a whole number.')
  .min(1, 'Page starts at 1.')
  .max(ADMIN_MAX_PAGE, `Only the first ${ADMIN_MAX_PAGE} pages can be listed; narrow the filters or search instead.`)
  .default(1);

const text = requiredText;

/* ------------------------------------------------------------------ staff actions on orders */

/**
 * What staff may do to an order, from which statuses (the order statuses of docs/decisions.md). Rejecting a payment
 * sends the order back to 'Order Placed' so the shopper can upload again; cancelling is possible only
 * before 'Preparing'. A move from any other status is refused with 409.
 */
export const STAFF_ACTIONS = {
  verify: { label: 'Verify payment', from: ['Payment Submitted'], to: 'Payment Verified', reason: false },
  reject: { label: 'Reject payment', from: ['Payment Submitted'], to: 'Order Placed', reason: true },
  prepare: { label: 'Preparing', from: ['Payment Verified'], to: 'Preparing', reason: false },
  ready: { label: 'Ready for Pickup', from: ['Preparing'], to: 'Ready for Pickup', reason: false, service: 'pickup' },
  dispatch: {
    label: 'Out for Delivery',
    from: ['Preparing'],
    to: 'Out for Delivery',
    reason: false,
    service: 'delivery',
  },
  complete: { label: 'Completed', from: ['Ready for Pickup', 'Out for Delivery'], to: 'Completed', reason: false },
  cancel: {
    label: 'Cancel order',
    from: ['Order Placed', 'Payment Submitted', 'Payment Verified'],
    to: 'Order Cancelled',
    reason: true,
  },
} as const satisfies Record<
  string,
  { label: string; from: readonly OrderStatus[]; to: OrderStatus; reason: boolean; service?: 'pickup' | 'delivery' }
>;
export type StaffAction = keyof typeof STAFF_ACTIONS;
export const STAFF_ACTION_NAMES = Object.keys(STAFF_ACTIONS) as StaffAction[];

/** The actions the desk offers for an order in `status` with this service type. */
export function allowedActions(status: string, serviceType: 'pickup' | 'delivery'): StaffAction[] {
  return STAFF_ACTION_NAMES.filter((name) => {
    const a: { from: readonly string[]; service?: string } = STAFF_ACTIONS[name];
    return a.from.includes(status) && (a.service === undefined || a.service === serviceType);
  });
}

export const OrderActionBody = z
  .object({
    action: z.enum(STAFF_ACTION_NAMES as [StaffAction, ...StaffAction[]], { error: 'Choose an action.' }),
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters.').optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    // A reason of invisible characters only would reach the customer as no reason at all.
    if (STAFF_ACTIONS[b.action].reason && (!b.reason || isInvisibleOnly(b.reason))) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Please give a reason; the customer will see it.' });
    }
  });
export type OrderActionBody = z.input<typeof OrderActionBody>;

export const AdminOrderQuery = z.object({
  status: z.string().max(40).optional(),
  /** The service date (pickup or delivery day). */
  date: CalendarDate.optional(),
  serviceType: z.enum(['pickup', 'delivery']).optional(),
  outletId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  slot: z.enum(TIME_SLOTS as [string, ...string[]], { error: 'Choose one of the time slots.' }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose e-wallet or card.' }).optional(),
  /** 'slot': one day's orders by slot, the next slot first (ended slots last); otherwise newest first. */
  sort: z.enum(['newest', 'slot'], { error: 'Sort by newest or slot.' }).default('newest'),
  /** An order id (or its first 8 characters), or part of the customer's name, email or phone. */
  q: z.string().trim().max(100, 'Search text is too long.').transform(cleanSearchText).optional(),
  page: Page,
});
export type AdminOrderQuery = z.input<typeof AdminOrderQuery>;

export const AdminOrderRow = z.object({
  id: z.string(),
  createdAt: z.number(),
  status: z.string(),
  paymentMethod: z.string(),
  customerName: z.string(),
  email: z.string(),
  phone: z.string(),
  serviceType: z.enum(['pickup', 'delivery']),
  outletTitle: z.string().nullable(),
  slotDate: z.string(),
  slot: z.string(),
  total: z.number(),
  itemCount: z.number().int(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRow>;

/**
 * GET /api/admin/orders/to-verify: every order whose payment screenshot waits for staff, whatever
 * its service date; screenshots whose read amount or reference does not match come first.
 */
export const ToVerifyRow = AdminOrderRow.extend({
  /** The screenshot's amount or reference did not match the order (or could not be read). */
  mismatch: z.boolean(),
  ocrAmount: z.number().nullable(),
});
export type ToVerifyRow = z.infer<typeof ToVerifyRow>;
export const ToVerifyResponse = z.object({
  success: z.literal(true),
  count: z.number().int(),
  orders: z.array(ToVerifyRow),
});
export type ToVerifyResponse = z.infer<typeof ToVerifyResponse>;

export const AdminOrderListResponse = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrderRow),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminOrderListResponse = z.infer<typeof AdminOrderListResponse>;

export const AdminOrderEvent = z.object({
  at: z.number(),
  from: z.string().nullable(),
  to: z.string(),
  reason: z.string().nullable(),
  actor: z.string().nullable(),
});
export type AdminOrderEvent = z.infer<typeof AdminOrderEvent>;

export const AdminOrderDetail = z.object({
  id: z.string(),
  createdAt: z.number(),
  status: z.string(),
  paymentMethod: z.string(),
  paymentDeadline: z.number(),
  customer: z.object({ name: z.string(), email: z.string() }),
  address: Address,
  service: OrderService,
  items: z.array(OrderItem),
  /** The shopper's note for the shop, as typed. */
  note: z.string().nullable().optional(),
  productPrice: z.number(),
  shippingPrice: z.number(),
  total: z.number(),
  /** An authorised URL under /api/admin; null before an upload. */
  screenshotUrl: z.string().nullable(),
  ocrText: z.string().nullable(),
  ocrAmount: z.number().nullable(),
  /** Whether the screenshot's text shows the order reference; null before an upload. */
  ocrReference: z.enum(['found', 'not-found']).nullable(),
  /** The name the screenshot check accepts, and the merchant name of the shop's DuitNow QR beside it. */
  receiverName: z.string(),
  qrMerchantName: z.string().nullable(),
  /** False flags a QR that pays a name the screenshot check would refuse; null without a QR. */
  qrMerchantMatches: z.boolean().nullable(),
  actions: z.array(z.enum(STAFF_ACTION_NAMES as [StaffAction, ...StaffAction[]])),
  events: z.array(AdminOrderEvent),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetail>;

export const AdminOrderResponse = z.object({ success: z.literal(true), order: AdminOrderDetail });
export type AdminOrderResponse = z.infer<typeof AdminOrderResponse>;

export const TodayQuery = z.object({ date: CalendarDate.optional() });

/** One hour of the day: what to bake and pack, and which orders it goes to. */
export const TodaySlot = z.object({
  slot: z.string(),
  items: z.array(z.object({ name: z.string(), feature: z.string(), quantity: z.number().int() })),
  orders: z.array(AdminOrderRow),
});
export type TodaySlot = z.infer<typeof TodaySlot>;

export const TodayResponse = z.object({ success: z.literal(true), date: z.string(), slots: z.array(TodaySlot) });
export type TodayResponse = z.infer<typeof TodayResponse>;

/* ------------------------------------------------------------------ catalogue */

export const ADMIN_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const IMAGE_KINDS = ['product', 'slider', 'news'] as const;
export const ImageKind = z.enum(IMAGE_KINDS);
export type ImageKind = z.infer<typeof ImageKind>;
/** The multipart/form-data fields of an image upload (read part by part by the server, described for the API reference). */
export const ImageUploadForm = z.object({ kind: ImageKind, image: z.file() });
export const ImageUploadResponse = z.object({ success: z.literal(true), url: z.string() });
export type ImageUploadResponse = z.infer<typeof ImageUploadResponse>;

/** Only images this shop stored may be referenced. */
export const MediaUrl = z.string().regex(/^\/media\/(?:[\w-]+\/)*[\w-]+\.webp$/, 'Upload the image here first.');

export const StockCount = z
  .number()
  .int('Stock must be a whole number.')
  .min(0, 'Stock cannot be negative.')
  .max(1_000_000);

const productPrice = z
  .number({ error: 'Price must be a number.' })
  .positive('Price must be more than 0.')
  .max(100_000, 'Price is too high.')
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), 'Price can have at most two decimals.');

export const ProductInput = z
  .object({
    name: text('Name', 120),
    description: text('Description', 4000),
    nameMs: optionalText('Malay name', 120),
    descriptionMs: optionalText('Malay description', 4000),
    price: productPrice,
    category: text('Category', 60),
    subCategory: text('Type', 60),
    features: z
      .array(text('Each option', 40))
      .max(20, 'At most 20 options.')
      .refine((f) => new Set(f).size === f.length, 'Options must be different from each other.'),
    images: z.array(MediaUrl).min(1, 'Add at least one image.').max(8, 'At most 8 images.'),
    bestseller: z.boolean(),
    hidden: z.boolean(),
    leadTimeHours: z
      .number()
      .int('Lead time must be whole hours.')
      .min(0, 'Lead time cannot be negative.')
      .max(24 * 30),
    /** Per option (the key NO_FEATURE for a product without options); null means stock is not tracked. */
    stock: z.record(z.string(), StockCount).nullable(),
    /** An option's own price, where it differs from `price`; absent or null when every option costs `price`. */
    optionPrices: z.record(z.string(), productPrice).nullable().optional(),
    /**
     * The options' Malay names, by option; an option left out (or empty) shows in English on the Malay
     * pages. Null clears them all; absent leaves them as they were.
     */
    optionNamesMs: z
      .record(z.string(), z.string().trim().max(40, 'A Malay option name can be at most 40 characters.'))
      .nullable()
      .optional(),
    /** Null or absent: not customisable. */
    customisation: AddOnOffer.nullable().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    for (const k of Object.keys(p.optionPrices ?? {})) {
      if (!p.features.includes(k))
        ctx.addIssue({ code: 'custom', path: ['optionPrices'], message: `A price names an unknown option: ${k}.` });
    }
    for (const k of Object.keys(p.optionNamesMs ?? {})) {
      if (!p.features.includes(k))
        ctx.addIssue({
          code: 'custom',
          path: ['optionNamesMs'],
          message: `A Malay name names an unknown option: ${k}.`,
        });
    }
    if (!p.stock) return;
    const keys = p.features.length > 0 ? p.features : [NO_FEATURE];
    for (const k of Object.keys(p.stock)) {
      if (!keys.includes(k))
        ctx.addIssue({ code: 'custom', path: ['stock'], message: `Stock names an unknown option: ${k}.` });
    }
  });
export type ProductInput = z.input<typeof ProductInput>;

export const AdminProduct = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The Malay texts the /ms pages show; null where staff gave none (the English shows there). */
  nameMs: z.string().nullable(),
  descriptionMs: z.string().nullable(),
  price: z.number(),
  category: z.string(),
  subCategory: z.string(),
  features: z.array(z.string()),
  images: z.array(z.string()),
  bestseller: z.boolean(),
  hidden: z.boolean(),
  deleted: z.boolean(),
  leadTimeHours: z.number().int(),
  stock: z.record(z.string(), z.number()).nullable(),
  optionPrices: z.record(z.string(), z.number()).nullable(),
  /** The options' Malay names, by option; null where staff gave none. */
  optionNamesMs: z.record(z.string(), z.string()).nullable(),
  customisation: AddOnOffer.nullable(),
  createdAt: z.number(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const AdminProductQuery = z.object({
  q: z.string().trim().max(100, 'Search text is too long.').transform(cleanSearchText).optional(),
  show: z.enum(['active', 'hidden', 'deleted', 'all']).default('active'),
  page: Page,
});
export type AdminProductQuery = z.input<typeof AdminProductQuery>;

export const AdminProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(AdminProduct),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminProductListResponse = z.infer<typeof AdminProductListResponse>;

/** A category or type the products name, with the Malay name the /ms pages show for it (null: none). */
export const CategoryName = z.object({
  name: z.string(),
  kind: z.enum(['category', 'type']),
  nameMs: z.string().nullable(),
});
export type CategoryName = z.infer<typeof CategoryName>;
export const CategoryNamesResponse = z.object({ success: z.literal(true), names: z.array(CategoryName) });
export type CategoryNamesResponse = z.infer<typeof CategoryNamesResponse>;
/** Gives a category or type (by its English name) a Malay name; empty or null takes it away. */
export const CategoryNameInput = z
  .object({
    name: text('Category', 60),
    nameMs: clearableText('Malay name', 60),
  })
  .strict();
export type CategoryNameInput = z.input<typeof CategoryNameInput>;

export const AdminProductResponse = z.object({ success: z.literal(true), product: AdminProduct });
export type AdminProductResponse = z.infer<typeof AdminProductResponse>;

export const ProductFlagsBody = z
  .object({ hidden: z.boolean().optional(), bestseller: z.boolean().optional(), deleted: z.boolean().optional() })
  .strict();
export type ProductFlagsBody = z.input<typeof ProductFlagsBody>;

/* ------------------------------------------------------------------ content */

export const SliderItem = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  position: z.number().int(),
  headline: z.string(),
  subtitle: z.string(),
  /** The words in Malay for the /ms pages; null where staff gave none (the English shows there). */
  altMs: z.string().nullable(),
  headlineMs: z.string().nullable(),
  subtitleMs: z.string().nullable(),
});
export type SliderItem = z.infer<typeof SliderItem>;
/** The words of a banner: its description for screen readers, and the headline and subtitle drawn over it. */
export const SliderText = z
  .object({
    alt: z.string().trim().max(200, 'Alt text can be at most 200 characters.'),
    headline: z
      .string()
      .trim()
      .max(SLIDE_HEADLINE_MAX, `The headline can be at most ${SLIDE_HEADLINE_MAX} characters.`)
      .default(''),
    subtitle: z
      .string()
      .trim()
      .max(SLIDE_SUBTITLE_MAX, `The subtitle can be at most ${SLIDE_SUBTITLE_MAX} characters.`)
      .default(''),
    altMs: optionalText('Malay alt text', 200),
    headlineMs: optionalText('Malay headline', SLIDE_HEADLINE_MAX),
    subtitleMs: optionalText('Malay subtitle', SLIDE_SUBTITLE_MAX),
  })
  .strict();
export type SliderText = z.input<typeof SliderText>;
export const SliderInput = SliderText.extend({ url: MediaUrl }).strict();
export type SliderInput = z.input<typeof SliderInput>;
export const SliderListResponse = z.object({ success: z.literal(true), items: z.array(SliderItem) });
export type SliderListResponse = z.infer<typeof SliderListResponse>;
export const SliderOrderBody = z.object({ ids: z.array(z.number().int()).max(100) }).strict();

export const NewsInput = z
  .object({
    title: text('Title', 200),
    date: CalendarDate,
    description: text('Body', 20_000),
    titleMs: optionalText('Malay title', 200),
    descriptionMs: optionalText('Malay body', 20_000),
    imageUrl: MediaUrl.nullable(),
  })
  .strict();
export type NewsInput = z.input<typeof NewsInput>;
export const AdminNewsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  date: z.string(),
  description: z.string(),
  titleMs: z.string().nullable(),
  descriptionMs: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type AdminNewsItem = z.infer<typeof AdminNewsItem>;
export const AdminNewsListResponse = z.object({
  success: z.literal(true),
  items: z.array(AdminNewsItem),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminNewsListResponse = z.infer<typeof AdminNewsListResponse>;
export const AdminNewsResponse = z.object({ success: z.literal(true), item: AdminNewsItem });
export const PageQuery = z.object({ page: Page });

const Clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Times are written HH:MM (24-hour).');
const PhoneText = z
  .string()
  .trim()
  .regex(/^\+?[\d\s-]{8,20}$/, 'Enter a phone number: digits, spaces or dashes, 8 to 20 characters.');

export const OutletInput = z
  .object({
    title: text('Name', 120),
    street: text('Street', 200),
    city: text('City', 80),
    zipcode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Postcode must be 5 digits.'),
    state: z.enum(MALAYSIAN_STATES, { error: 'Choose a state from the list.' }),
    country: text('Country', 60),
    contactNumber: PhoneText,
    whatsappNumber: PhoneText.nullable(),
    lat: z.number({ error: 'Pick the location on the map.' }).min(-90).max(90),
    lng: z.number({ error: 'Pick the location on the map.' }).min(-180).max(180),
    schedule: z
      .array(
        z.object({
          day: z.enum(WEEK_DAYS),
          available: z.boolean(),
          operatingTime: z.object({ start: Clock, end: Clock }),
        }),
      )
      .length(7, 'Give the hours for all seven days.'),
    notes: optionalText('Notes', 500),
    notesMs: optionalText('Malay notes', 500),
  })
  .strict();
export type OutletInput = z.input<typeof OutletInput>;
export const AdminOutlet = OutletInput.extend({
  id: z.number().int(),
  /** The notes as stored: null where staff wrote none (in Malay: the English shows on the Malay pages). */
  notes: z.string().nullable(),
  notesMs: z.string().nullable(),
});
export type AdminOutlet = z.infer<typeof AdminOutlet>;
export const AdminOutletListResponse = z.object({ success: z.literal(true), outlets: z.array(AdminOutlet) });
export type AdminOutletListResponse = z.infer<typeof AdminOutletListResponse>;

/* ------------------------------------------------------------------ shipping and settings */

const Money = z
  .number({ error: 'Enter an amount.' })
  .min(0, 'Amounts cannot be negative.')
  .max(100_000, 'The amount is too high.');

export const ShippingSettings = z
  .object({
    rates: z.array(z.object({ state: z.enum(MALAYSIAN_STATES), fee: Money.nullable() })).max(MALAYSIAN_STATES.length),
    /** Delivery is free from this subtotal up; null means never free. */
    freeShippingMinSubtotal: Money.nullable(),
  })
  .strict();
export type ShippingSettings = z.input<typeof ShippingSettings>;
export const ShippingSettingsResponse = z.object({
  success: z.literal(true),
  rates: z.array(z.object({ state: z.string(), fee: z.number().nullable() })),
  freeShippingMinSubtotal: z.number().nullable(),
});
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponse>;

/** The shop settings the back office edits (the rest come from the server's configuration). */
export const EditableSettings = z
  .object({
    paymentReceiverName: text('Receiver name', 80),
    sellerWhatsapp: z
      .string()
      .trim()
      .regex(/^\+?\d{8,15}$/, 'WhatsApp number: 8 to 15 digits, country code first.'),
    contactEmail: z.email('Enter a valid email address.'),
    contactPhone: text('Phone', 40),
    contactAddress: text('Address', 300),
    noticeMessages: z.array(text('Each message', 200)).max(5, 'At most 5 notice messages.'),
    /** Shown on the /ms pages; none: the English messages show there. Absent leaves them as they were. */
    noticeMessagesMs: z.array(text('Each Malay message', 200)).max(5, 'At most 5 Malay notice messages.').optional(),
    announcement: z.string().trim().max(300, 'The announcement can be at most 300 characters.'),
    /** Shown on the /ms pages; empty: the English one shows there. Absent leaves it as it was. */
    announcementMs: z.string().trim().max(300, 'The Malay announcement can be at most 300 characters.').optional(),
    productPromises: ProductPromises,
    slotCapacity: z
      .number({ error: 'Slot capacity must be a number.' })
      .int('Slot capacity must be a whole number.')
      .min(0, 'Slot capacity cannot be negative.')
      .max(1000, 'Slot capacity can be at most 1000.'),
    onlinePaymentMethods: z
      .array(OnlinePaymentMethod, { error: 'Choose the online payment methods.' })
      .min(1, 'Keep at least one online payment method.')
      .refine((m) => new Set(m).size === m.length, 'Each payment method once.')
      .optional(),
    maxUnpaidOrders: z
      .number({ error: 'Unpaid orders per customer must be a number.' })
      .int('Unpaid orders per customer must be a whole number.')
      .min(1, 'Allow at least 1 unpaid order per customer.')
      .max(100, 'Unpaid orders per customer can be at most 100.'),
  })
  .strict();
export type EditableSettings = z.input<typeof EditableSettings>;
export const EditableSettingsResponse = z.object({ success: z.literal(true), settings: EditableSettings });
export type EditableSettingsResponse = z.infer<typeof EditableSettingsResponse>;

/* ------------------------------------------------------------------ payments */

/** A method Stripe refused for the shop's account: checkout went on without it, and staff see why. */
export const RefusedMethod = z.object({ method: OnlinePaymentMethod, message: z.string(), at: z.number() });
export type RefusedMethod = z.infer<typeof RefusedMethod>;

export const PaymentQrSettings = z.object({
  qr: z
    .object({
      payload: z.string(),
      merchantName: z.string(),
      merchantCity: z.string(),
      /** 'settings' when given here, 'env' when it comes from the DUITNOW_QR variable. */
      source: z.enum(['settings', 'env']),
    })
    .nullable(),
  /** The receiver name the screenshot check accepts. */
  receiverName: z.string(),
  /** Whether the QR's merchant name (tag 59) names that receiver; null without a QR. */
  nameMatches: z.boolean().nullable(),
});
export type PaymentQrSettings = z.infer<typeof PaymentQrSettings>;

export const PaymentSettingsResponse = PaymentQrSettings.extend({
  success: z.literal(true),
  refusedMethods: z.array(RefusedMethod),
});
export type PaymentSettingsResponse = z.infer<typeof PaymentSettingsResponse>;

/** A NUL or a lone surrogate could never be in a QR, and the database refuses both. */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const BROKEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const PaymentQrTextBody = z
  .object({
    payload: z
      .string({ error: 'Paste the text of the QR code.' })
      .max(1000, 'The QR text is too long.')
      .refine((s) => !BROKEN_TEXT.test(s), 'The QR text contains characters a QR code cannot hold.'),
  })
  .strict();
export type PaymentQrTextBody = z.infer<typeof PaymentQrTextBody>;

/** The seed's list of categories and types, offered as suggestions in the product form. */
export const CatalogueNamesResponse = z.object({
  success: z.literal(true),
  categories: z.array(z.string()),
  subCategories: z.array(z.string()),
});

/**
 * Money Stripe took that no order keeps: refunded automatically, or, when the refund failed or the
 * session was not the order's own, listed for staff until someone marks it handled. An e-wallet
 * payment of a cancelled order (`by_hand`) is listed too: only a person can send it back.
 */
export const PaymentRefund = z.object({
  id: z.number(),
  sessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  orderId: z.string().nullable(),
  email: z.string().nullable(),
  amountCents: z.number(),
  currency: z.string(),
  reason: z.string(),
  status: z.enum(['pending', 'refunded', 'failed', 'unmatched', 'by_hand']),
  error: z.string().nullable(),
  at: z.number(),
});
export type PaymentRefund = z.infer<typeof PaymentRefund>;

export const PaymentRefundsResponse = z.object({
  success: z.literal(true),
  /** Not refunded and not yet handled: each needs a person (refund by hand in Stripe, or check). */
  open: z.array(PaymentRefund),
  /** The latest refunds that went through, newest first. */
  refunded: z.array(PaymentRefund),
});
export type PaymentRefundsResponse = z.infer<typeof PaymentRefundsResponse>;

export const PaymentRefundHandledResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  refund: PaymentRefund,
});
export type PaymentRefundHandledResponse = z.infer<typeof PaymentRefundHandledResponse>;
