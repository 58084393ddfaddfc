import { describe, expect, it } from 'vitest';
import {
  CategoryNameInput,
  DeliveryAddress,
  EInvoiceBuyer,
  NewsInput,
  OrderActionBody,
  PersonName,
  ProductInput,
  ProfileAddressFields,
  SeasonBody,
} from './index.ts';
import { clearableText, isInvisibleOnly, optionalText, requiredText } from './human-text.ts';

const INVISIBLE = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u3164', '\u2800', '\u200b \u200b\t'];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('human text', () => {
  it('knows text made only of invisible characters, and nothing else', () => {
    for (const text of INVISIBLE) expect(isInvisibleOnly(text), JSON.stringify(text)).toBe(true);
    expect(isInvisibleOnly('   ')).toBe(true);
    for (const text of ['', 'Siti', '\u200bSiti', '👨\u200d👩\u200d👧', 'Kuih\u00a0lapis', '日本'])
      expect(isInvisibleOnly(text), JSON.stringify(text)).toBe(false);
  });

  it('refuses a required text of invisible characters, naming the field, and keeps the other messages', () => {
    const name = requiredText('Name', 10);
    for (const text of INVISIBLE)
      expect(firstMessage(name.safeParse(text)), JSON.stringify(text)).toBe(
        // A byte-order mark is whitespace to trim(): alone, it leaves the field blank.
        text.trim() === ''
          ? 'Name is required.'
          : 'Name has only invisible characters (such as zero-width spaces). Please type it again.',
      );
    expect(firstMessage(name.safeParse('\ufeff'))).toBe('Name is required.');
    expect(firstMessage(name.safeParse('   '))).toBe('Name is required.');
    expect(name.safeParse('   ').error?.issues).toHaveLength(1);
    expect(firstMessage(name.safeParse(undefined))).toBe('Name is required.');
    expect(firstMessage(name.safeParse('x'.repeat(11)))).toBe('Name can be at most 10 characters.');
    expect(name.parse('  Siti \u200b ')).toBe('Siti \u200b');
  });

  it('clears an empty optional text and refuses an invisible one', () => {
    const malay = optionalText('Malay name', 20);
    expect(malay.parse('  ')).toBeNull();
    expect(malay.parse(undefined)).toBeUndefined();
    expect(malay.parse('Roti')).toBe('Roti');
    expect(firstMessage(malay.safeParse('\u200b'))).toMatch(/^Malay name has only invisible characters/);
    const clearable = clearableText('Malay name', 20);
    expect(clearable.parse('')).toBeNull();
    expect(clearable.safeParse(undefined).success).toBe(false);
    expect(firstMessage(clearable.safeParse('\ufeff\u2060'))).toMatch(/^Malay name has only invisible characters/);
  });

  it("is what the contract's required and clearable names are built on", () => {
    const invisible = '\u200b\u200c';
    const address = {
      firstName: 'Siti',
      lastName: 'Aminah',
      email: 'siti@example.com',
      phone: '0123456789',
      street: '1 Jalan Ampang',
      city: 'Kuala Lumpur',
      state: 'Selangor',
      zipcode: '50450',
      country: 'Malaysia',
    };
    const refused: [
      string,
      { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
      unknown,
    ][] = [
      ['Name', PersonName, invisible],
      ['Malay name', CategoryNameInput, { name: 'Cakes', nameMs: invisible }],
      ['First name', DeliveryAddress, { ...address, firstName: invisible }],
      ['Street', ProfileAddressFields, { ...address, street: invisible }],
      ['Title', NewsInput, { title: invisible, date: '2026-01-01', description: 'Body', imageUrl: null }],
      [
        'Malay title',
        NewsInput,
        { title: 'T', date: '2026-01-01', description: 'B', titleMs: invisible, imageUrl: null },
      ],
      [
        'Name',
        SeasonBody,
        { name: invisible, orderBy: '2026-01-01', firstDay: '2026-01-02', lastDay: '2026-01-03', productIds: [] },
      ],
    ];
    for (const [label, schema, value] of refused)
      expect(firstMessage(schema.safeParse(value)), label).toBe(
        `${label} has only invisible characters (such as zero-width spaces). Please type it again.`,
      );
    expect(ProductInput.shape.name.safeParse(invisible).success).toBe(false);
    expect(EInvoiceBuyer.safeParse({ name: invisible }).success).toBe(false);
    expect(firstMessage(OrderActionBody.safeParse({ action: 'reject', reason: '\u200b' }))).toBe(
      'Please give a reason; the customer will see it.',
    );
  });
});
