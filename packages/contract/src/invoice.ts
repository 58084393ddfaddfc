import { z } from 'zod';
import { requiredText } from './human-text.ts';
import { Email } from './common.ts';

/**
 * Receipts and MyInvois e-invoices. The buyer's fields are checked the way MyInvois checks them, so a
 * request the shop accepts is not rejected later for its format.
 */

/** MyInvois' state codes; a buyer abroad uses "Not Applicable" (17). */
export const EINVOICE_STATES = {
  Johor: '01',
  Kedah: '02',
  Kelantan: '03',
  Malacca: '04',
  'Negeri Sembilan': '05',
  Pahang: '06',
  Penang: '07',
  Perak: '08',
  Perlis: '09',
  Selangor: '10',
  Terengganu: '11',
  Sabah: '12',
  Sarawak: '13',
  'Kuala Lumpur': '14',
  Labuan: '15',
  Putrajaya: '16',
  'Not Applicable': '17',
} as const;
export type EInvoiceState = keyof typeof EINVOICE_STATES;
const STATE_NAMES = Object.keys(EINVOICE_STATES) as [EInvoiceState, ...EInvoiceState[]];
export const EInvoiceStateName = z.enum(STATE_NAMES, { error: 'Choose a state from the list.' });

export const ID_TYPES = ['NRIC', 'PASSPORT', 'BRN'] as const;
export const IdType = z.enum(ID_TYPES, { error: 'Choose NRIC, passport or business registration.' });
export type IdType = z.infer<typeof IdType>;
export const ID_TYPE_LABELS: Record<IdType, string> = {
  NRIC: 'MyKad (NRIC)',
  PASSPORT: 'Passport',
  BRN: 'Business registration (BRN)',
};

/** Spaces and dashes people type in numbers are dropped before the format check. */
const compact = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();

/** Individuals' TINs start with IG; companies' and others' with their category letters; EI00000000020 is a foreign buyer's. */
export const TIN_PATTERN = /^(IG\d{9,11}|(C|CS|D|E|F|FA|PT|TA|TC|TN|TR|TP|J|LE)\d{9,11}|EI00000000020)$/;
export const NRIC_PATTERN = /^\d{12}$/;
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,12}$/;
/** The 12-digit registration number (since 2019), or the older number with its check letter. */
export const BRN_PATTERN = /^(\d{12}|\d{1,7}[A-Z])$/;
/** One or two SST registration numbers (W10-1808-32000001), separated by a semicolon. */
export const SST_PATTERN = /^[A-Z]\d{2}-\d{4}-\d{8}(;[A-Z]\d{2}-\d{4}-\d{8})?$/;
export const MSIC_PATTERN = /^\d{5}$/;

export const EINVOICE_MESSAGES = {
  tin: 'Enter your tax identification number (TIN) as LHDN gives it, e.g. IG12345678901 or C12345678909.',
  nric: 'A MyKad number is 12 digits, e.g. 900101-14-5678.',
  passport: 'A passport number is 6 to 12 letters and digits.',
  brn: 'A business registration number is 12 digits (e.g. 202401012345) or the older number with its letter.',
  sst: 'An SST registration number looks like W10-1808-32000001.',
  phone: 'Enter a phone number of 8 to 15 digits, with the country code if outside Malaysia.',
  postcode: 'A Malaysian postcode is 5 digits.',
  country: 'Enter the country as its three-letter code, e.g. MYS.',
  windowClosed: 'E-invoices for this order can no longer be requested: the request window has closed.',
  notPaid: 'An e-invoice can be requested once the order is paid.',
  already: 'An e-invoice has already been requested for this order.',
} as const;

const text = (label: string, max: number) =>
  requiredText(label, max, { tooLong: `${label} is too long (at most ${max} characters).` }).refine(
    (s) => !/[\p{Cc}]/u.test(s),
    `${label} must not contain control characters.`,
  );

/** The shopper's e-invoice request: name, TIN, ID type and number, SST number if any, address, email, phone. */
export const EInvoiceBuyer = z
  .object({
    name: text('Name', 300),
    tin: z
      .string({ error: 'TIN is required.' })
      .max(40, EINVOICE_MESSAGES.tin)
      .transform(compact)
      .pipe(z.string().regex(TIN_PATTERN, EINVOICE_MESSAGES.tin)),
    idType: IdType,
    idNumber: z
      .string({ error: 'The identification number is required.' })
      .max(40, 'The identification number is too long.')
      .transform(compact),
    sstNumber: z
      .string()
      .max(40, EINVOICE_MESSAGES.sst)
      .transform((s) => s.replace(/\s/g, '').toUpperCase())
      .pipe(z.union([z.literal(''), z.string().regex(SST_PATTERN, EINVOICE_MESSAGES.sst)]))
      .transform((s) => (s === '' ? null : s))
      .nullable()
      .default(null),
    addressLine: text('Address', 150),
    city: text('City', 50),
    postcode: text('Postcode', 12),
    state: EInvoiceStateName,
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, EINVOICE_MESSAGES.country)
      .default('MYS'),
    email: Email,
    phone: z
      .string({ error: EINVOICE_MESSAGES.phone })
      .max(30, EINVOICE_MESSAGES.phone)
      .transform((s) => s.replace(/[\s()-]/g, ''))
      .pipe(z.string().regex(/^\+?\d{8,15}$/, EINVOICE_MESSAGES.phone)),
  })
  .superRefine((b, ctx) => {
    const rule = {
      NRIC: [NRIC_PATTERN, EINVOICE_MESSAGES.nric],
      PASSPORT: [PASSPORT_PATTERN, EINVOICE_MESSAGES.passport],
      BRN: [BRN_PATTERN, EINVOICE_MESSAGES.brn],
    } as const;
    const [pattern, message] = rule[b.idType];
    if (!pattern.test(b.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message });
    if (b.country === 'MYS' && !/^\d{5}$/.test(b.postcode))
      ctx.addIssue({ code: 'custom', path: ['postcode'], message: EINVOICE_MESSAGES.postcode });
    if (b.country === 'MYS' && b.state === 'Not Applicable')
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose the state of the Malaysian address.' });
  });
export type EInvoiceBuyerInput = z.input<typeof EInvoiceBuyer>;
export type EInvoiceBuyer = z.output<typeof EInvoiceBuyer>;

/** A product's tax: none (default), sales tax at 5 % or 10 %, or service tax at 6 % (cafés over the threshold). */
export const TAX_CATEGORIES = ['none', 'sales5', 'sales10', 'service6'] as const;
export const TaxCategory = z.enum(TAX_CATEGORIES, { error: 'Choose a tax category from the list.' });
export type TaxCategory = z.infer<typeof TaxCategory>;
export const TAX_CATEGORY_LABELS: Record<TaxCategory, string> = {
  none: 'Not taxable',
  sales5: 'Sales tax 5 %',
  sales10: 'Sales tax 10 %',
  service6: 'Service tax 6 %',
};

/** The shop's registered details for receipts and e-invoices (back office, admins). */
export const EInvoiceSettings = z.object({
  registeredName: text('Registered name', 300),
  registrationNumber: z
    .string()
    .max(40)
    .transform(compact)
    .pipe(z.union([z.literal(''), z.string().regex(BRN_PATTERN, EINVOICE_MESSAGES.brn)])),
  tin: z
    .string()
    .max(40)
    .transform(compact)
    .pipe(z.union([z.literal(''), z.string().regex(TIN_PATTERN, EINVOICE_MESSAGES.tin)])),
  /** Empty: the shop is not registered for SST, and no tax appears anywhere. */
  sstNumber: z
    .string()
    .max(40)
    .transform((s) => s.replace(/\s/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(SST_PATTERN, EINVOICE_MESSAGES.sst)])),
  msicCode: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().regex(MSIC_PATTERN, 'The MSIC code is 5 digits.')])),
  businessActivity: z.string().trim().max(300),
  addressLine: z.string().trim().max(150),
  city: z.string().trim().max(50),
  postcode: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.string().regex(/^\d{5}$/, EINVOICE_MESSAGES.postcode)])),
  state: EInvoiceStateName,
  phone: z
    .string()
    .max(30)
    .transform((s) => s.replace(/[\s()-]/g, ''))
    .pipe(z.union([z.literal(''), z.string().regex(/^\+?\d{8,15}$/, EINVOICE_MESSAGES.phone)])),
  email: z.union([z.literal(''), Email]),
  /** Days after payment a shopper may ask for an e-invoice; 0 means until the end of the month of payment. */
  requestWindowDays: z.number().int('Whole days only.').min(0).max(31),
});
export type EInvoiceSettings = z.output<typeof EInvoiceSettings>;
export const EInvoiceSettingsResponse = z.object({
  success: z.literal(true),
  settings: z.object({
    registeredName: z.string(),
    registrationNumber: z.string(),
    tin: z.string(),
    sstNumber: z.string(),
    msicCode: z.string(),
    businessActivity: z.string(),
    addressLine: z.string(),
    city: z.string(),
    postcode: z.string(),
    state: EInvoiceStateName,
    phone: z.string(),
    email: z.string(),
    requestWindowDays: z.number(),
  }),
  /** What is still missing before e-invoices can be issued (empty when complete). */
  missing: z.array(z.string()),
  /** 'embedded' writes documents to the data folder; 'myinvois' sends them. */
  mode: z.enum(['embedded', 'myinvois']),
});

export const EINVOICE_STATUSES = [
  'waiting',
  'pending',
  'submitted',
  'valid',
  'invalid',
  'written',
  'not_needed',
] as const;
export const EInvoiceStatus = z.enum(EINVOICE_STATUSES);
export type EInvoiceStatus = z.infer<typeof EInvoiceStatus>;
export const EINVOICE_STATUS_LABELS: Record<EInvoiceStatus, string> = {
  waiting: 'Waiting for the original e-invoice',
  pending: 'Due to be sent',
  submitted: 'Sent, being validated',
  valid: 'Validated',
  invalid: 'Rejected',
  written: 'Written to the data folder',
  not_needed: 'Not needed',
};

/** What the order page shows: the receipt, the request form's window, and the e-invoice once there is one. */
export const OrderInvoiceResponse = z.object({
  success: z.literal(true),
  receiptUrl: z.string().nullable(),
  request: z
    .object({
      open: z.boolean(),
      closesAt: z.string().nullable(),
      submitted: z.object({ name: z.string(), tin: z.string(), createdAt: z.string() }).nullable(),
    })
    .nullable(),
  einvoice: z.object({ number: z.string(), status: EInvoiceStatus, validationUrl: z.string().nullable() }).nullable(),
});
export type OrderInvoiceResponse = z.infer<typeof OrderInvoiceResponse>;

export const AdminEInvoice = z.object({
  id: z.string(),
  kind: z.enum(['individual', 'consolidated', 'refund']),
  number: z.string(),
  orderId: z.string().nullable(),
  period: z.string().nullable(),
  amountCents: z.number(),
  status: EInvoiceStatus,
  error: z.string().nullable(),
  attempts: z.number(),
  validationUrl: z.string().nullable(),
  issuedAt: z.string(),
  hasDocument: z.boolean(),
});
export type AdminEInvoice = z.infer<typeof AdminEInvoice>;
export const AdminEInvoiceQuery = z.object({
  status: z.union([EInvoiceStatus, z.literal('')]).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AdminEInvoiceListResponse = z.object({
  success: z.literal(true),
  einvoices: z.array(AdminEInvoice),
  total: z.number(),
  /** Paid orders of past months not yet on any e-invoice. */
  due: z.array(z.object({ period: z.string(), orders: z.number(), amountCents: z.number() })),
  mode: z.enum(['embedded', 'myinvois']),
});

/** The staff view of one order's e-invoice request and documents. */
export const AdminOrderInvoiceResponse = z.object({
  success: z.literal(true),
  request: z
    .object({
      name: z.string(),
      tin: z.string(),
      idType: IdType,
      idNumber: z.string(),
      sstNumber: z.string().nullable(),
      addressLine: z.string(),
      city: z.string(),
      postcode: z.string(),
      state: z.string(),
      country: z.string(),
      email: z.string(),
      phone: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  einvoices: z.array(AdminEInvoice),
});

export const ProductTaxList = z.object({
  success: z.literal(true),
  products: z.array(z.object({ id: z.string(), name: z.string(), category: TaxCategory })),
});
export const ProductTaxBody = z.object({ productId: z.string().max(100), category: TaxCategory });
