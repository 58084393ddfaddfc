/**
 * MyInvois documents in UBL 2.1 JSON: every element is an array of objects whose text is "_" and whose
 * attributes sit beside it; "_D", "_A" and "_B" name the document, aggregate and basic namespaces.
 * Amounts are computed in whole sen and written in ringgit, so the totals add up exactly.
 */

export const CONSOLIDATED_TIN = 'EI00000000010';
export const GENERAL_PUBLIC = 'General Public';
export const INVOICE = '01';
export const REFUND_NOTE = '04';
/** MyInvois classification codes: 004 a consolidated e-invoice, 022 others (goods sold). */
export const CLASS_CONSOLIDATED = '004';
export const CLASS_OTHERS = '022';
/** Tax type codes: 01 sales tax, 02 service tax, 06 not applicable, E exempt. */
export const TAX_TYPES = ['01', '02', '03', '04', '05', '06', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];
const STATE_CODES = new Set(Array.from({ length: 17 }, (_, i) => String(i + 1).padStart(2, '0')));

export interface PartyInput {
  name: string;
  tin: string;
  /** BRN, NRIC, PASSPORT or ARMY with its number; "NA" for the general public. */
  idType: string;
  idNumber: string;
  sstNumber: string | null;
  addressLine: string;
  city: string;
  postcode: string;
  stateCode: string;
  country: string;
  phone: string;
  email: string;
}

export interface SupplierInput extends PartyInput {
  msicCode: string;
  businessActivity: string;
}

export interface LineInput {
  description: string;
  quantity: number;
  unitCents: number;
  /** Discount taken off this line (its share of the order's promo discount). */
  discountCents: number;
  taxType: TaxType;
  /** The tax rate in percent; prices include it, so tax is taken out of the line's amount. */
  taxPercent: number;
  classification: string;
  /** The tax when it is known already (a consolidated line carries its receipt's); else from the rate. */
  taxCents?: number;
}

export interface DocumentInput {
  number: string;
  typeCode: typeof INVOICE | typeof REFUND_NOTE;
  issuedAt: Date;
  supplier: SupplierInput;
  buyer: PartyInput;
  lines: LineInput[];
  /** Delivery, charged on the whole document. */
  chargeCents: number;
  paymentMeansCode: string | null;
  /** A refund note's original e-invoice. */
  original: { number: string; uuid: string } | null;
  period: { start: string; end: string } | null;
}

export interface LineAmounts {
  grossCents: number;
  taxCents: number;
  netCents: number;
}

/** The tax inside a tax-inclusive amount, rounded to the sen. */
export function lineAmounts(
  line: Pick<LineInput, 'quantity' | 'unitCents' | 'discountCents' | 'taxPercent' | 'taxCents'>,
): LineAmounts {
  const grossCents = line.unitCents * line.quantity - line.discountCents;
  const taxCents =
    line.taxCents ?? (line.taxPercent > 0 ? Math.round((grossCents * line.taxPercent) / (100 + line.taxPercent)) : 0);
  return { grossCents, taxCents, netCents: grossCents - taxCents };
}

type Json = Record<string, unknown>;
const v = (value: string | number | boolean, attrs: Record<string, string> = {}): Json[] => [{ _: value, ...attrs }];
const rm = (cents: number) => Math.round(cents) / 100;
const money = (cents: number): Json[] => [{ _: rm(cents), currencyID: 'MYR' }];
const na = (s: string | null | undefined) => (s && s.trim() !== '' ? s : 'NA');

function party(p: PartyInput, supplier: SupplierInput | null): Json {
  const ids: Json[] = [
    { ID: v(p.tin, { schemeID: 'TIN' }) },
    { ID: v(na(p.idNumber), { schemeID: p.idType }) },
    { ID: v(na(p.sstNumber), { schemeID: 'SST' }) },
    { ID: v('NA', { schemeID: 'TTX' }) },
  ];
  return {
    Party: [
      {
        ...(supplier ? { IndustryClassificationCode: v(supplier.msicCode, { name: supplier.businessActivity }) } : {}),
        PartyIdentification: ids,
        PostalAddress: [
          {
            CityName: v(p.city),
            PostalZone: v(p.postcode),
            CountrySubentityCode: v(p.stateCode),
            AddressLine: [{ Line: v(p.addressLine) }],
            Country: [{ IdentificationCode: v(p.country, { listID: 'ISO3166-1', listAgencyID: '6' }) }],
          },
        ],
        PartyLegalEntity: [{ RegistrationName: v(p.name) }],
        Contact: [{ Telephone: v(na(p.phone)), ElectronicMail: v(na(p.email)) }],
      },
    ],
  };
}

function taxCategory(type: TaxType): Json[] {
  return [
    {
      ID: v(type),
      ...(type === 'E' ? { TaxExemptionReason: v('Exempt goods') } : {}),
      TaxScheme: [{ ID: v('OTH', { schemeID: 'UN/ECE 5153', schemeAgencyID: '6' }) }],
    },
  ];
}

/** The UBL JSON of one invoice or refund note. */
export function buildDocument(input: DocumentInput): Json {
  const computed = input.lines.map((line) => ({ line, ...lineAmounts(line) }));
  const lineTotal = computed.reduce((s, c) => s + c.netCents, 0);
  const taxTotal = computed.reduce((s, c) => s + c.taxCents, 0);
  const taxExclusive = lineTotal + input.chargeCents;
  const taxInclusive = taxExclusive + taxTotal;
  const byType = new Map<TaxType, { taxable: number; tax: number }>();
  for (const c of computed) {
    const t = byType.get(c.line.taxType) ?? { taxable: 0, tax: 0 };
    t.taxable += c.netCents;
    t.tax += c.taxCents;
    byType.set(c.line.taxType, t);
  }
  const iso = input.issuedAt.toISOString();
  const invoice: Json = {
    ID: v(input.number),
    IssueDate: v(iso.slice(0, 10)),
    IssueTime: v(`${iso.slice(11, 19)}Z`),
    InvoiceTypeCode: v(input.typeCode, { listVersionID: '1.0' }),
    DocumentCurrencyCode: v('MYR'),
    TaxCurrencyCode: v('MYR'),
    ...(input.period
      ? {
          InvoicePeriod: [
            { StartDate: v(input.period.start), EndDate: v(input.period.end), Description: v('Monthly') },
          ],
        }
      : {}),
    ...(input.original
      ? {
          BillingReference: [
            { InvoiceDocumentReference: [{ ID: v(input.original.number), UUID: v(input.original.uuid) }] },
          ],
        }
      : {}),
    AccountingSupplierParty: [party(input.supplier, input.supplier)],
    AccountingCustomerParty: [party(input.buyer, null)],
    ...(input.paymentMeansCode ? { PaymentMeans: [{ PaymentMeansCode: v(input.paymentMeansCode) }] } : {}),
    ...(input.chargeCents > 0
      ? {
          AllowanceCharge: [
            { ChargeIndicator: v(true), AllowanceChargeReason: v('Delivery'), Amount: money(input.chargeCents) },
          ],
        }
      : {}),
    TaxTotal: [
      {
        TaxAmount: money(taxTotal),
        TaxSubtotal: [...byType].map(([type, t]) => ({
          TaxableAmount: money(t.taxable),
          TaxAmount: money(t.tax),
          TaxCategory: taxCategory(type),
        })),
      },
    ],
    LegalMonetaryTotal: [
      {
        LineExtensionAmount: money(lineTotal),
        TaxExclusiveAmount: money(taxExclusive),
        TaxInclusiveAmount: money(taxInclusive),
        ...(input.chargeCents > 0 ? { ChargeTotalAmount: money(input.chargeCents) } : {}),
        PayableAmount: money(taxInclusive),
      },
    ],
    InvoiceLine: computed.map((c, i) => ({
      ID: v(String(i + 1)),
      InvoicedQuantity: v(c.line.quantity, { unitCode: 'C62' }),
      LineExtensionAmount: money(c.netCents),
      ...(c.line.discountCents > 0
        ? {
            AllowanceCharge: [
              { ChargeIndicator: v(false), AllowanceChargeReason: v('Discount'), Amount: money(c.line.discountCents) },
            ],
          }
        : {}),
      TaxTotal: [
        {
          TaxAmount: money(c.taxCents),
          TaxSubtotal: [
            {
              TaxableAmount: money(c.netCents),
              TaxAmount: money(c.taxCents),
              Percent: v(c.line.taxPercent),
              TaxCategory: taxCategory(c.line.taxType),
            },
          ],
        },
      ],
      Item: [
        {
          CommodityClassification: [{ ItemClassificationCode: v(c.line.classification, { listID: 'CLASS' }) }],
          Description: v(c.line.description),
          OriginCountry: [{ IdentificationCode: v('MYS') }],
        },
      ],
      Price: [{ PriceAmount: money(c.line.unitCents) }],
      ItemPriceExtension: [{ Amount: money(c.line.unitCents * c.line.quantity) }],
    })),
  };
  return {
    _D: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
    _A: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
    _B: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
    Invoice: [invoice],
  };
}

// --- Structure check: what MyInvois validates, run on every document before it leaves the shop. ---

type Node = Record<string, unknown>;
const first = (node: unknown, key: string): Node | undefined => {
  const arr = (node as Node | undefined)?.[key];
  return Array.isArray(arr) ? (arr[0] as Node | undefined) : undefined;
};
const all = (node: unknown, key: string): Node[] => {
  const arr = (node as Node | undefined)?.[key];
  return Array.isArray(arr) ? (arr as Node[]) : [];
};
const textOf = (node: unknown, ...path: string[]): string | undefined => {
  let cur: unknown = node;
  for (const key of path) cur = first(cur, key);
  const value = (cur as Node | undefined)?._;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};
const centsOf = (node: unknown, ...path: string[]): number | undefined => {
  const t = textOf(node, ...path);
  return t === undefined || Number.isNaN(Number(t)) ? undefined : Math.round(Number(t) * 100);
};

function checkParty(errors: string[], label: string, p: Node | undefined, supplier: boolean): Node | undefined {
  const party = first(p, 'Party');
  if (!party) {
    errors.push(`${label}: missing`);
    return undefined;
  }
  const ids = all(party, 'PartyIdentification').map((i) => first(i, 'ID') ?? {});
  const scheme = (s: string) => ids.find((i) => i.schemeID === s)?._;
  const tin = scheme('TIN');
  if (typeof tin !== 'string' || !/^[A-Z]{1,2}\d{9,12}$/.test(tin)) errors.push(`${label}: TIN missing or malformed`);
  if (
    !ids.some(
      (i) => ['BRN', 'NRIC', 'PASSPORT', 'ARMY'].includes(String(i.schemeID)) && typeof i._ === 'string' && i._ !== '',
    )
  )
    errors.push(`${label}: registration or identification number missing`);
  if (!scheme('SST')) errors.push(`${label}: SST number missing (NA when not registered)`);
  const name = textOf(party, 'PartyLegalEntity', 'RegistrationName');
  if (!name || name.length > 300) errors.push(`${label}: name missing or too long`);
  const address = first(party, 'PostalAddress');
  if (!textOf(address, 'CityName')) errors.push(`${label}: city missing`);
  if (!STATE_CODES.has(textOf(address, 'CountrySubentityCode') ?? '')) errors.push(`${label}: state code not valid`);
  if (!/^[A-Z]{3}$/.test(textOf(address, 'Country', 'IdentificationCode') ?? ''))
    errors.push(`${label}: country code not valid`);
  if (!all(address, 'AddressLine').some((l) => textOf(l, 'Line'))) errors.push(`${label}: address line missing`);
  if (!textOf(party, 'Contact', 'Telephone')) errors.push(`${label}: telephone missing`);
  if (supplier) {
    if (!/^\d{5}$/.test(textOf(party, 'IndustryClassificationCode') ?? ''))
      errors.push(`${label}: MSIC code not valid`);
    const activity = first(party, 'IndustryClassificationCode')?.name;
    if (typeof activity !== 'string' || activity.trim() === '') errors.push(`${label}: business activity missing`);
    if (!/^\+?\d{8,15}$/.test(textOf(party, 'Contact', 'Telephone') ?? ''))
      errors.push(`${label}: telephone not valid`);
  }
  return party;
}

/** Every reason MyInvois would refuse the document's structure, codes or sums; empty when it is sound. */
export function validateDocument(doc: unknown): string[] {
  const errors: string[] = [];
  const d = doc as Node;
  if (d?._D !== 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2') errors.push('_D namespace missing');
  if (d?._A !== 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2')
    errors.push('_A namespace missing');
  if (d?._B !== 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2')
    errors.push('_B namespace missing');
  const inv = first(d, 'Invoice');
  if (!inv) return [...errors, 'Invoice missing'];
  const id = textOf(inv, 'ID');
  if (!id || id.length > 50) errors.push('ID missing or longer than 50 characters');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(textOf(inv, 'IssueDate') ?? '')) errors.push('IssueDate missing');
  if (!/^\d{2}:\d{2}:\d{2}Z$/.test(textOf(inv, 'IssueTime') ?? '')) errors.push('IssueTime missing (hh:mm:ssZ)');
  const type = first(inv, 'InvoiceTypeCode');
  if (!['01', '02', '03', '04'].includes(String(type?._))) errors.push('InvoiceTypeCode not valid');
  if (type?.listVersionID !== '1.0') errors.push('InvoiceTypeCode listVersionID must be 1.0');
  if (textOf(inv, 'DocumentCurrencyCode') !== 'MYR') errors.push('DocumentCurrencyCode must be MYR');
  checkParty(errors, 'Supplier', first(inv, 'AccountingSupplierParty'), true);
  const buyer = checkParty(errors, 'Buyer', first(inv, 'AccountingCustomerParty'), false);
  if (type?._ === '04') {
    const ref = first(first(inv, 'BillingReference'), 'InvoiceDocumentReference');
    if (!textOf(ref, 'ID') || !textOf(ref, 'UUID'))
      errors.push('A refund note must refer to the original e-invoice (ID and UUID)');
  }

  const lines = all(inv, 'InvoiceLine');
  if (lines.length === 0) errors.push('No invoice lines');
  let lineSum = 0;
  let lineTax = 0;
  let consolidatedLines = 0;
  lines.forEach((line, i) => {
    const n = `Line ${i + 1}`;
    if (!textOf(line, 'ID')) errors.push(`${n}: ID missing`);
    const qty = Number(textOf(line, 'InvoicedQuantity'));
    if (!(qty > 0)) errors.push(`${n}: quantity missing`);
    const lea = centsOf(line, 'LineExtensionAmount');
    const tax = centsOf(line, 'TaxTotal', 'TaxAmount');
    if (lea === undefined) errors.push(`${n}: LineExtensionAmount missing`);
    if (tax === undefined) errors.push(`${n}: tax amount missing`);
    lineSum += lea ?? 0;
    lineTax += tax ?? 0;
    const sub = first(first(line, 'TaxTotal'), 'TaxSubtotal');
    const taxType = textOf(sub, 'TaxCategory', 'ID') ?? '';
    if (!(TAX_TYPES as readonly string[]).includes(taxType)) errors.push(`${n}: tax type not valid`);
    if (taxType === '06' && (tax ?? 0) !== 0) errors.push(`${n}: tax type 06 (not applicable) carries tax`);
    const cls = textOf(line, 'Item', 'CommodityClassification', 'ItemClassificationCode');
    if (!/^\d{3}$/.test(cls ?? '')) errors.push(`${n}: classification code not valid`);
    if (cls === CLASS_CONSOLIDATED) consolidatedLines++;
    const description = textOf(line, 'Item', 'Description');
    if (!description || description.length > 300) errors.push(`${n}: description missing or too long`);
    const price = centsOf(line, 'Price', 'PriceAmount');
    const ext = centsOf(line, 'ItemPriceExtension', 'Amount');
    if (price === undefined || ext === undefined) errors.push(`${n}: price missing`);
    else if (Math.round(price * qty) !== ext) errors.push(`${n}: price times quantity differs from the subtotal`);
    const discount = all(line, 'AllowanceCharge')
      .filter((a) => first(a, 'ChargeIndicator')?._ === false)
      .reduce((s, a) => s + (centsOf(a, 'Amount') ?? 0), 0);
    if (ext !== undefined && lea !== undefined && tax !== undefined && ext - discount !== lea + tax)
      errors.push(`${n}: subtotal less discount differs from the amount plus tax`);
  });
  if (consolidatedLines > 0) {
    if (consolidatedLines !== lines.length) errors.push('A consolidated e-invoice has only consolidated lines (004)');
    const ids = all(buyer, 'PartyIdentification').map((x) => first(x, 'ID'));
    if (ids.find((x) => x?.schemeID === 'TIN')?._ !== CONSOLIDATED_TIN)
      errors.push(`Consolidated buyer TIN must be ${CONSOLIDATED_TIN}`);
    if (textOf(buyer, 'PartyLegalEntity', 'RegistrationName') !== GENERAL_PUBLIC)
      errors.push(`Consolidated buyer must be "${GENERAL_PUBLIC}"`);
  }

  const totals = first(inv, 'LegalMonetaryTotal');
  const docTax = centsOf(inv, 'TaxTotal', 'TaxAmount');
  const charges = all(inv, 'AllowanceCharge').reduce(
    (s, a) => s + (first(a, 'ChargeIndicator')?._ === true ? 1 : -1) * (centsOf(a, 'Amount') ?? 0),
    0,
  );
  const lea = centsOf(totals, 'LineExtensionAmount');
  const excl = centsOf(totals, 'TaxExclusiveAmount');
  const incl = centsOf(totals, 'TaxInclusiveAmount');
  const payable = centsOf(totals, 'PayableAmount');
  if ([lea, excl, incl, payable, docTax].some((x) => x === undefined)) errors.push('Totals missing');
  else {
    if (lea !== lineSum) errors.push('LineExtensionAmount differs from the sum of the lines');
    if (docTax !== lineTax) errors.push('TaxTotal differs from the sum of the lines’ tax');
    if (excl !== lineSum + charges) errors.push('TaxExclusiveAmount differs from lines plus charges');
    if (incl !== excl! + docTax!) errors.push('TaxInclusiveAmount differs from TaxExclusiveAmount plus tax');
    if (payable !== incl) errors.push('PayableAmount differs from TaxInclusiveAmount');
  }
  return errors;
}
