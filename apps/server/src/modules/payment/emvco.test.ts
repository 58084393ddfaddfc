import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  crc16,
  MAX_PAYLOAD_CHARS,
  ORDER_REFERENCE_LENGTH,
  orderQr,
  parseShopQr,
  parseTlv,
  QrPayloadError,
  readOrderQr,
  withCrc,
  writeTlv,
  type TlvField,
} from './emvco.ts';

const merchantAccount = writeTlv([
  { tag: '00', value: 'A0000006150001' },
  { tag: '01', value: '890053' },
  { tag: '02', value: '000000000123456' },
]);

function shopFields(over: Record<string, string | null> = {}): TlvField[] {
  const base: [string, string][] = [
    ['00', '01'],
    ['01', '11'],
    ['26', merchantAccount],
    ['52', '5462'],
    ['53', '458'],
    ['58', 'MY'],
    ['59', 'ROTI & RUPA ENTERPRISE'],
    ['60', 'PETALING JAYA'],
  ];
  const merged = new Map(base);
  for (const [tag, value] of Object.entries(over)) {
    if (value === null) merged.delete(tag);
    else merged.set(tag, value);
  }
  return [...merged].sort(([a], [b]) => a.localeCompare(b)).map(([tag, value]) => ({ tag, value }));
}

const payload = (over: Record<string, string | null> = {}) => withCrc(writeTlv(shopFields(over)));

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
  });
});

describe('parseTlv and writeTlv', () => {
  it('round-trips data objects, counting characters rather than bytes', () => {
    const fields = [
      { tag: '59', value: '面包店 Roti' },
      { tag: '60', value: 'KUALA LUMPUR' },
    ];
    const text = writeTlv(fields);
    expect(text.startsWith('5908面包店 Roti')).toBe(true);
    expect(parseTlv(text)).toEqual(fields);
  });

  it('refuses a value longer than two digits can say', () => {
    expect(() => writeTlv([{ tag: '59', value: 'x'.repeat(100) }])).toThrow(/at most 99/);
  });
});

describe('parseShopQr', () => {
  it('accepts a valid static DuitNow payload and names its merchant', () => {
    const qr = parseShopQr(`  ${payload()}\n`);
    expect(qr.merchantName).toBe('ROTI & RUPA ENTERPRISE');
    expect(qr.merchantCity).toBe('PETALING JAYA');
    expect(qr.fields.map((f) => f.tag)).toEqual(['00', '01', '26', '52', '53', '58', '59', '60', '63']);
  });

  it('accepts a merchant name in another script', () => {
    expect(parseShopQr(payload({ '59': 'Kedai Roti Ünal 面包' })).merchantName).toBe('Kedai Roti Ünal 面包');
  });

  it('accepts a lower-case checksum', () => {
    const good = payload();
    expect(parseShopQr(good.slice(0, -4) + good.slice(-4).toLowerCase()).payload).toBe(
      good.slice(0, -4) + good.slice(-4).toLowerCase(),
    );
  });

  const refused: [string, () => string, RegExp][] = [
    ['a bad checksum', () => payload().slice(0, -4) + '0000', /checksum \(tag 63\) is 0000/],
    [
      'a changed field under the old checksum',
      () => payload().replace('PETALING JAYA', 'PETALING JAYB'),
      /checksum \(tag 63\)/,
    ],
    ['no checksum', () => writeTlv(shopFields()), /must end with its checksum/],
    ['another currency', () => payload({ '53': '702' }), /currency \(tag 53\) is 702/],
    ['no currency', () => payload({ '53': null }), /currency \(tag 53\) is missing/],
    ['another country', () => payload({ '58': 'SG' }), /country \(tag 58\) is SG/],
    ['no merchant name', () => payload({ '59': null }), /merchant name \(tag 59\)/],
    ['truncated text', () => payload().slice(0, 40), /cut off/],
    ['a cut-off header', () => '000201010', /cut off or malformed at character 7/],
    [
      'a duplicated tag',
      () => withCrc(writeTlv([...shopFields(), { tag: '59', value: 'SOMEONE ELSE' }])),
      /tag 59 more than once/,
    ],
    ['plain text', () => 'Pay Roti & Rupa RM 142.90 ref AE33BE62', /malformed at character 1/],
    ['another kind of TLV first', () => withCrc(writeTlv(shopFields().slice(1))), /start with tag 00/],
    ['empty text', () => '   ', /empty/],
  ];
  it.each(refused)('refuses %s with a message naming it', (_name, make, message) => {
    let error: unknown;
    try {
      parseShopQr(make());
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(QrPayloadError);
    expect((error as Error).message).toMatch(message);
  });
});

describe('orderQr', () => {
  it('adds amount, reference and a fresh checksum, keeping every other field as it was', () => {
    const shop = parseShopQr(payload());
    const text = orderQr(shop, { amountCents: 14290, reference: 'AE33BE62' });
    const back = readOrderQr(text);
    expect(back.amountCents).toBe(14290);
    expect(back.reference).toBe('AE33BE62');
    const byTag = Object.fromEntries(back.shop.fields.map((f) => [f.tag, f.value]));
    expect(byTag['01']).toBe('12');
    expect(byTag['54']).toBe('142.90');
    expect(byTag['62']).toBe('0108AE33BE62');
    for (const f of shop.fields.filter((x) => !['01', '63'].includes(x.tag))) {
      expect(text).toContain(writeTlv([f]));
    }
    expect(back.shop.fields.map((f) => f.tag)).toEqual([
      '00',
      '01',
      '26',
      '52',
      '53',
      '54',
      '58',
      '59',
      '60',
      '62',
      '63',
    ]);
    expect(text.slice(-8, -4)).toBe('6304');
  });

  it('keeps the other additional data and a non-ASCII name, replacing an old amount', () => {
    const extra = writeTlv([{ tag: '07', value: 'COUNTER1' }]);
    const shop = parseShopQr(payload({ '54': '1.00', '59': '面包店', '62': extra }));
    const text = orderQr(shop, { amountCents: 5, reference: 'ABCDEF12' });
    const back = readOrderQr(text);
    expect(back.amountCents).toBe(5);
    expect(back.shop.merchantName).toBe('面包店');
    expect(parseTlv(back.shop.fields.find((f) => f.tag === '62')!.value)).toEqual([
      { tag: '01', value: 'ABCDEF12' },
      { tag: '07', value: 'COUNTER1' },
    ]);
    expect(text.match(/5404/g)).toHaveLength(1);
  });

  it('writes whole ringgit with two decimals', () => {
    const text = orderQr(parseShopQr(payload()), { amountCents: 5700, reference: 'X' });
    expect(text).toContain('540557.00');
  });
});

describe('room for the order in a shop QR', () => {
  it('refuses a checksum-valid QR whose tag 62 leaves no room for the reference, saying why', () => {
    // The issue's QR: 95 characters of additional data, 107 once the reference is added.
    const crowded = payload({ '62': writeTlv([{ tag: '05', value: 'R'.repeat(91) }]) });
    expect(() => parseShopQr(crowded)).toThrow(
      "This QR leaves no room for an order's amount and reference: Tag 62 would be 107 characters long; at most 99 fit.",
    );
    // 12 characters fewer and the reference (4 + 8) fits.
    expect(() => parseShopQr(payload({ '62': writeTlv([{ tag: '05', value: 'R'.repeat(79) }]) }))).not.toThrow();
  });

  it('refuses a QR that leaves no room for the longest amount in the whole payload', () => {
    // Other templates fill the shop's QR to 500 characters: within 512, but not once 33 more are added.
    let room = 500 - payload().length;
    const filler: Record<string, string> = {};
    for (const tag of ['27', '28', '29', '30', '31', '32']) {
      const take = Math.min(99, room - 4);
      if (take <= 0) break;
      filler[tag] = 'F'.repeat(take);
      room -= 4 + take;
    }
    expect(payload(filler)).toHaveLength(500);
    expect(() => parseShopQr(payload(filler))).toThrow(
      /no room for an order's amount and reference: The QR would be \d+ characters long; EMVCo allows at most 512/,
    );
  });

  /** Shop QRs of every shape: other templates, long names, tag 62 with sub-tags, any of them near their limits. */
  const value = (max: number) =>
    fc.string({ unit: fc.constantFrom('A', '9', ' ', '.', '面', 'é'), minLength: 1, maxLength: max });
  const subTag = fc.record({ tag: fc.constantFrom('01', '02', '03', '05', '07', '08', '09'), value: value(60) });
  const shopQrText = fc
    .record({
      name: value(60),
      city: fc.option(value(40), { nil: undefined }),
      templates: fc.uniqueArray(fc.record({ tag: fc.integer({ min: 27, max: 51 }).map(String), value: value(99) }), {
        selector: (f) => f.tag,
        maxLength: 5,
      }),
      additional: fc.option(fc.uniqueArray(subTag, { selector: (f) => f.tag, maxLength: 4 }), { nil: undefined }),
      amount: fc.option(
        fc.integer({ min: 1, max: 99_999_999 }).map((c) => (c / 100).toFixed(2)),
        { nil: undefined },
      ),
    })
    .map(({ name, city, templates, additional, amount }) => {
      try {
        const over: Record<string, string | null> = { '59': name, '60': city ?? null, '54': amount ?? null };
        for (const t of templates) over[t.tag] = t.value;
        if (additional) over['62'] = writeTlv([...additional].sort((a, b) => a.tag.localeCompare(b.tag)));
        return payload(over);
      } catch {
        return null; // a field past 99 characters: no QR at all
      }
    })
    .filter((text): text is string => text !== null);
  const order = fc.record({
    amountCents: fc.integer({ min: 1, max: 999_999_999_999 }),
    reference: fc.string({
      unit: fc.constantFrom(...'0123456789ABCDEF'),
      minLength: ORDER_REFERENCE_LENGTH,
      maxLength: ORDER_REFERENCE_LENGTH,
    }),
  });

  it('builds a valid order QR for any accepted shop QR and any order', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(shopQrText, order, (text, o) => {
        let shop;
        try {
          shop = parseShopQr(text);
        } catch (err) {
          expect(err).toBeInstanceOf(QrPayloadError);
          refused++;
          return;
        }
        accepted++;
        const qr = orderQr(shop, o);
        expect([...qr].length).toBeLessThanOrEqual(MAX_PAYLOAD_CHARS);
        const back = readOrderQr(qr);
        expect(back.amountCents).toBe(o.amountCents);
        expect(back.reference).toBe(o.reference);
        expect(back.shop.merchantName).toBe(shop.merchantName);
      }),
      { numRuns: 2_000, seed: 62 },
    );
    // The generator reaches both sides of the limit.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(20);
  });
});
