/**
 * EMVCo merchant-presented QR payloads (DuitNow QR): a list of data objects, each a two-digit tag,
 * a two-digit length and the value, ending with tag 63, a CRC-16/CCITT-FALSE of everything before
 * its own four hex digits. Lengths count characters, so a merchant name in another script still
 * parses; the checksum runs over the UTF-8 bytes.
 */
export interface TlvField {
  tag: string;
  value: string;
}

/** A payload that is not one the shop can use; the message names what is wrong. */
export class QrPayloadError extends Error {}

const TAG = {
  formatIndicator: '00',
  initiation: '01',
  currency: '53',
  amount: '54',
  country: '58',
  merchantName: '59',
  merchantCity: '60',
  additionalData: '62',
  crc: '63',
} as const;
/** Additional data (tag 62) sub-tag for the bill number: the order's reference travels there. */
const BILL_NUMBER = '01';
const RINGGIT = '458';

/** EMVCo's limits: a whole payload of at most 512 characters, an amount (tag 54) of at most 13. */
export const MAX_PAYLOAD_CHARS = 512;
const MAX_AMOUNT_CHARS = 13;
/** The order reference every order QR carries: the order id's first eight characters. */
export const ORDER_REFERENCE_LENGTH = 8;
/** The longest amount tag 54 can hold ("9999999999.99"): an order QR with it is the longest any order gets. */
const LONGEST_AMOUNT_CENTS = 999_999_999_999;

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Splits one level of data objects; a duplicated tag or a value cut short is refused. */
export function parseTlv(text: string): TlvField[] {
  const chars = [...text];
  const fields: TlvField[] = [];
  let at = 0;
  while (at < chars.length) {
    const head = chars.slice(at, at + 4).join('');
    if (!/^\d{4}$/.test(head)) {
      throw new QrPayloadError(
        `The QR text is cut off or malformed at character ${at + 1}: expected a two-digit tag and length.`,
      );
    }
    const tag = head.slice(0, 2);
    const length = Number(head.slice(2));
    if (at + 4 + length > chars.length) {
      throw new QrPayloadError(`The QR text is cut off: tag ${tag} says ${length} characters, but fewer follow.`);
    }
    if (fields.some((f) => f.tag === tag)) throw new QrPayloadError(`The QR text has tag ${tag} more than once.`);
    fields.push({ tag, value: chars.slice(at + 4, at + 4 + length).join('') });
    at += 4 + length;
  }
  return fields;
}

export function writeTlv(fields: TlvField[]): string {
  return fields
    .map(({ tag, value }) => {
      const length = [...value].length;
      if (length > 99) throw new QrPayloadError(`Tag ${tag} would be ${length} characters long; at most 99 fit.`);
      return `${tag}${String(length).padStart(2, '0')}${value}`;
    })
    .join('');
}

/** Appends tag 63 with the checksum of everything before it, its own "6304" included. */
export function withCrc(body: string): string {
  const head = `${body}${TAG.crc}04`;
  return head + crc16(head);
}

export interface ShopQr {
  /** The payload as given, trimmed: the source of every field the order QRs keep. */
  payload: string;
  fields: TlvField[];
  merchantName: string;
  merchantCity: string;
}

const valueOf = (fields: TlvField[], tag: string) => fields.find((f) => f.tag === tag)?.value;

/**
 * Checks a shop's static DuitNow QR text: well-formed data objects, the checksum last and right,
 * Malaysian ringgit (tag 53 = 458), Malaysia (tag 58 = MY) and a merchant name (tag 59), and room
 * for every order QR built from it: the longest amount and the reference must still fit EMVCo's
 * limits (a checksum-valid QR whose tag 62 had 95 characters once broke every e-wallet order page).
 */
export function parseShopQr(raw: string): ShopQr {
  const shop = parsePayload(raw);
  try {
    readOrderQr(orderQr(shop, { amountCents: LONGEST_AMOUNT_CENTS, reference: 'X'.repeat(ORDER_REFERENCE_LENGTH) }));
  } catch (err) {
    if (!(err instanceof QrPayloadError)) throw err;
    throw new QrPayloadError(`This QR leaves no room for an order's amount and reference: ${err.message}`);
  }
  return shop;
}

/** The checks of a payment payload, without the room check (an order QR is read with these). */
function parsePayload(raw: string): ShopQr {
  const payload = raw.trim();
  if (!payload) throw new QrPayloadError('The QR text is empty.');
  if ([...payload].length > MAX_PAYLOAD_CHARS) {
    throw new QrPayloadError(
      `The QR text is ${[...payload].length} characters long; EMVCo allows at most ${MAX_PAYLOAD_CHARS}.`,
    );
  }
  const fields = parseTlv(payload);
  if (fields[0]?.tag !== TAG.formatIndicator) {
    throw new QrPayloadError('This is not an EMVCo payment QR: it must start with tag 00 (payload format indicator).');
  }
  const last = fields.at(-1)!;
  if (last.tag !== TAG.crc || last.value.length !== 4) {
    throw new QrPayloadError('The QR text must end with its checksum (tag 63, four characters).');
  }
  const expected = crc16(payload.slice(0, payload.length - 4));
  if (last.value.toUpperCase() !== expected) {
    throw new QrPayloadError(
      `The QR checksum (tag 63) is ${last.value}, but the text gives ${expected}: it was changed or mistyped.`,
    );
  }
  const currency = valueOf(fields, TAG.currency);
  if (currency !== RINGGIT) {
    throw new QrPayloadError(
      `The QR currency (tag 53) is ${currency ?? 'missing'}; a DuitNow QR is in Malaysian ringgit (458).`,
    );
  }
  const country = valueOf(fields, TAG.country);
  if (country !== 'MY') {
    throw new QrPayloadError(
      `The QR country (tag 58) is ${country ?? 'missing'}; a DuitNow QR is issued in Malaysia (MY).`,
    );
  }
  const merchantName = valueOf(fields, TAG.merchantName)?.trim();
  if (!merchantName) throw new QrPayloadError('The QR has no merchant name (tag 59).');
  if (valueOf(fields, TAG.additionalData) !== undefined) parseTlv(valueOf(fields, TAG.additionalData)!);
  return { payload, fields, merchantName, merchantCity: valueOf(fields, TAG.merchantCity)?.trim() ?? '' };
}

/** Sets a tag's value where it stands, or inserts it before the first higher tag (the checksum stays last). */
function put(fields: TlvField[], tag: string, value: string): TlvField[] {
  if (fields.some((f) => f.tag === tag)) return fields.map((f) => (f.tag === tag ? { tag, value } : f));
  const at = fields.findIndex((f) => f.tag > tag);
  const index = at === -1 ? fields.length : at;
  return [...fields.slice(0, index), { tag, value }, ...fields.slice(index)];
}

export interface OrderQrInput {
  amountCents: number;
  /** The order reference the shopper sees (its first eight characters, upper case). */
  reference: string;
}

/**
 * The order's dynamic QR: point of initiation 12, the amount with two decimals in tag 54, the
 * reference as the bill number in the additional data (tag 62), a fresh checksum; every other data
 * object of the shop's payload is kept as it was.
 */
export function orderQr(shop: ShopQr, order: OrderQrInput): string {
  const body = shop.fields.filter((f) => f.tag !== TAG.crc);
  const extra = valueOf(body, TAG.additionalData);
  const additional = put(extra === undefined ? [] : parseTlv(extra), BILL_NUMBER, order.reference);
  const amount = (order.amountCents / 100).toFixed(2);
  if (amount.length > MAX_AMOUNT_CHARS) {
    throw new QrPayloadError(
      `The amount ${amount} is ${amount.length} characters long; at most ${MAX_AMOUNT_CHARS} fit.`,
    );
  }
  let fields = put(body, TAG.initiation, '12');
  fields = put(fields, TAG.amount, amount);
  fields = put(fields, TAG.additionalData, writeTlv(additional));
  const qr = withCrc(writeTlv(fields));
  if ([...qr].length > MAX_PAYLOAD_CHARS) {
    throw new QrPayloadError(
      `The QR would be ${[...qr].length} characters long; EMVCo allows at most ${MAX_PAYLOAD_CHARS}.`,
    );
  }
  return qr;
}

/** Reads back what an order QR carries: the amount in cents and the bill number. */
export function readOrderQr(payload: string): { shop: ShopQr; amountCents: number | null; reference: string | null } {
  const shop = parsePayload(payload);
  const amount = valueOf(shop.fields, TAG.amount);
  const extra = valueOf(shop.fields, TAG.additionalData);
  return {
    shop,
    amountCents: amount === undefined ? null : Math.round(Number(amount) * 100),
    reference: extra === undefined ? null : (valueOf(parseTlv(extra), BILL_NUMBER) ?? null),
  };
}
