import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stockLimitMessage } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { getI18n } from './instance.ts';
import { translateMessage } from './messages.ts';

const FULFILMENT = path.resolve(import.meta.dirname, '../../../../server/src/modules/fulfilment/service.ts');

describe('translateMessage', () => {
  it("reads the API's lead-time refusal in Malay, with the product and hours it names", () => {
    const english = "Chocolate Fudge Cake needs 48 hours' notice. Please choose a later date or time slot.";
    expect(translateMessage(english, 'SLOT_UNAVAILABLE', 'ms')).toBe(
      'Chocolate Fudge Cake perlu ditempah 48 jam lebih awal. Sila pilih tarikh atau slot masa yang lebih lewat.',
    );
    expect(translateMessage(english, 'SLOT_UNAVAILABLE', 'en')).toBe(english);
  });

  it('matches a shaped text only under its own code', () => {
    const english = "Cake needs 2 hours' notice. Please choose a later date or time slot.";
    expect(translateMessage(english, 'INVALID_INPUT', 'ms')).toBe('Sila semak maklumat yang dimasukkan.');
  });

  it("knows every slot refusal the API answers at placement, and the lead-time one's shape", () => {
    const source = readFileSync(FULFILMENT, 'utf8');
    // The server's own texts: a change there without one here would leave Malay shoppers the generic refusal.
    const refusals = /const REFUSALS = \{([\s\S]*?)\} as const;/.exec(source)![1]!;
    const texts = [...refusals.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
    expect(texts).toHaveLength(5);
    const ms = getI18n('ms');
    for (const text of texts) {
      expect(ms.exists(text, { ns: 'errors', keySeparator: false, nsSeparator: false }), text).toBe(true);
      expect(translateMessage(text, 'SLOT_UNAVAILABLE', 'ms')).not.toBe(text);
    }
    expect(source).toContain(
      "`${lead.productName} needs ${lead.hours} hours' notice. Please choose a later date or time slot.`",
    );
  });

  it("reads the season service's bag refusals in Malay, with the seasons and days they name", () => {
    const cases = [
      [
        'Pre-orders for Hari Raya closed on 20 Mar. Please remove them from your bag.',
        'Tempahan awal Hari Raya telah ditutup pada 20 Mar. Sila keluarkan item ini dari troli anda.',
      ],
      [
        'Hari Raya and Mooncake Festival pre-orders are ready on different days. Please order them separately.',
        'Tempahan awal Hari Raya dan Mooncake Festival siap pada hari yang berlainan. Sila buat pesanan berasingan.',
      ],
      [
        'Hari Raya pre-orders are collected 27–30 Mar, so they need an order of their own. Please order your other items separately.',
        'Tempahan awal Hari Raya diambil pada 27–30 Mar, jadi ia perlu dipesan berasingan. Sila pesan barang lain anda dalam pesanan lain.',
      ],
    ];
    for (const [english, malay] of cases) {
      // Shown without a code in the service modal, and with placement's code at checkout.
      expect(translateMessage(english!, undefined, 'ms')).toBe(malay);
      expect(translateMessage(english!, 'SEASON_RULES', 'ms')).toBe(malay);
      expect(translateMessage(english!, undefined, 'en')).toBe(english);
    }
    // The server's own texts: a change there without one here would leave them English on /ms.
    const season = readFileSync(
      path.resolve(import.meta.dirname, '../../../../server/src/modules/season/service.ts'),
      'utf8',
    );
    expect(season).toContain(
      'Pre-orders for ${closed.seasonName} closed on ${formatCalendarDay(closed.orderBy)}. Please remove them from your bag.',
    );
    expect(season).toContain(
      '${first.seasonName} and ${second.seasonName} pre-orders are ready on different days. Please order them separately.',
    );
    expect(season).toContain(
      '${first.seasonName} pre-orders are collected ${formatWindow(first.firstDay, first.lastDay)}, so they need an order of their own. Please order your other items separately.',
    );
  });

  it("reads the shop's own cancel reasons in Malay, as the order page's history shows them", () => {
    const server = path.resolve(import.meta.dirname, '../../../../server/src');
    const reasons = [
      ['modules/order/service.ts', 'CANCELLED_BY_SHOPPER', 'Dibatalkan oleh pelanggan.'],
      ['jobs/payment-deadline.ts', 'DEADLINE_REASON', 'Bayaran tidak diterima dalam tempoh 2 jam.'],
    ] as const;
    for (const [file, name, malay] of reasons) {
      const source = readFileSync(path.join(server, file), 'utf8');
      const english = new RegExp(`export const ${name} = '([^']+)';`).exec(source)![1]!;
      expect(translateMessage(english, undefined, 'ms')).toBe(malay);
      expect(translateMessage(english, undefined, 'en')).toBe(english);
    }
  });

  it("reads the order service's cancel refusals in Malay", () => {
    // The server's own texts: a change there without one here would leave Malay shoppers the generic refusal.
    const source = readFileSync(
      path.resolve(import.meta.dirname, '../../../../server/src/modules/order/service.ts'),
      'utf8',
    );
    const texts = ['NOT_CANCELLABLE', 'CANCEL_RACED'].map(
      (name) => new RegExp(`const ${name} = '([^']+)';`).exec(source)![1]!,
    );
    const ms = getI18n('ms');
    for (const text of texts) {
      expect(ms.exists(text, { ns: 'errors', keySeparator: false, nsSeparator: false }), text).toBe(true);
      expect(translateMessage(text, 'CONFLICT', 'ms')).not.toBe(text);
    }
  });

  it("reads an add's stock refusal in Malay, from the guest bag's check or the API's", () => {
    for (const [feature, left, english, malay] of [
      ['M', 3, 'Only 3 of Cocoa Tee (M) are left.', 'Hanya tinggal 3 Cocoa Tee (M).'],
      ['L', 1, 'Only 1 of Cocoa Tee (L) is left.', 'Hanya tinggal 1 Cocoa Tee (L).'],
      ['S', 0, 'Cocoa Tee (S) is sold out.', 'Cocoa Tee (S) telah habis dijual.'],
    ] as const) {
      // The texts are the contract's, which both the guest bag and the API use.
      expect(stockLimitMessage('Cocoa Tee', feature, left)).toBe(english);
      expect(translateMessage(english, undefined, 'ms')).toBe(malay);
      expect(translateMessage(english, 'CONFLICT', 'ms')).toBe(malay);
      expect(translateMessage(english, undefined, 'en')).toBe(english);
    }
  });
});
