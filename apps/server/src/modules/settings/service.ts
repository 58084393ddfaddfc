import type { ShopSettings } from '@shop/contract';
import { ShopSettings as ShopSettingsSchema } from '@shop/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

export function defaultSettings(config: Config): ShopSettings {
  return {
    shopName: config.shopName,
    currency: config.currency,
    timeZone: config.timeZone,
    contactEmail: 'hello@rotirupa.my',
    contactPhone: '+60 3-7722 1234',
    // The flagship outlet's address and WhatsApp (demo-content.ts): the contact page names a real
    // place and number; both are edited in the back office's settings.
    contactAddress: '23, Jalan SS 2/64, SS 2, 47300 Petaling Jaya, Selangor',
    sellerWhatsapp: '60123381234',
    careersEmail: 'careers@rotirupa.my',
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mapAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    announcement: '',
    announcementMs: '',
    noticeMessages: [
      'Motorcycle delivery is for bread products only.',
      'Next-day delivery on limited slots: choose Delivery and a slot for tomorrow when you shop.',
    ],
    // The same two in Malay. Staff who reword the English without giving Malay get no stale Malay
    // (getShopSettings drops these then), so the /ms pages show their English.
    noticeMessagesMs: [
      'Penghantaran dengan motosikal hanya untuk produk roti.',
      'Penghantaran keesokan hari dengan slot terhad: pilih Penghantaran dan slot untuk esok semasa membeli-belah.',
    ],
    // Only what the terms keep (the terms page's delivery and returns sections): food is not
    // returned, apparel is; cakes need notice. Edited in the back office's settings, each with its Malay.
    productPromises: [
      {
        kind: 'Bakery',
        text: 'Food cannot be returned; if a bake arrives damaged or is not what you ordered, tell us the same day and we replace it or refund you.',
        textMs:
          'Makanan tidak boleh dipulangkan; jika rosak atau bukan yang anda pesan, beritahu kami hari yang sama untuk ganti atau bayaran balik.',
      },
      {
        kind: 'Bread',
        text: 'Motorcycle delivery in the areas we serve, or pickup at an outlet.',
        textMs: 'Penghantaran motosikal di kawasan liputan kami, atau ambil sendiri di cawangan.',
      },
      {
        kind: 'Cakes',
        text: 'Made to order: the slot picker offers the first slot your cake can be ready.',
        textMs: 'Dibuat ikut tempahan: slot terawal yang ditawarkan ialah bila kek anda siap.',
      },
      ...['Men', 'Women', 'Kids'].flatMap((kind) => [
        {
          kind,
          text: 'Sent by courier to any Malaysian state listed at checkout.',
          textMs: 'Dihantar melalui kurier ke mana-mana negeri yang tersenarai semasa membuat pesanan.',
        },
        {
          kind,
          text: 'Return or exchange within 7 days, unworn and unwashed, with its tags attached.',
          textMs: 'Boleh dipulangkan atau ditukar dalam 7 hari, belum dipakai atau dicuci, dengan tag masih ada.',
        },
      ]),
    ],
    guestAddDelayMs: 0,
    paymentReceiverName: config.paymentReceiverName,
    cardPayments: config.stripe !== null,
    shippingDelayMs: 0,
    freeShippingMinSubtotal: 150,
  };
}

/** Stored settings override the defaults key by key; a stored value of the wrong shape is ignored. */
export async function getShopSettings(db: Db, config: Config): Promise<ShopSettings> {
  // Read as text and parsed here: through the column mapper a stored digits-only string
  // ("60123456789") would come back as a number and fail the whole settings object.
  const rows = await q.allSettingTexts(db);
  const merged: Record<string, unknown> = { ...defaultSettings(config) };
  for (const row of rows) if (row.key in merged) merged[row.key] = JSON.parse(row.text);
  if (rows.some((r) => r.key === 'noticeMessages') && !rows.some((r) => r.key === 'noticeMessagesMs'))
    merged.noticeMessagesMs = [];
  const parsed = ShopSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : defaultSettings(config);
}

/** One stored setting outside the public shop settings (e.g. the DuitNow QR); undefined when unset. */
export async function readSetting(db: Db, key: string): Promise<unknown> {
  const text = await q.settingText(db, key);
  return text === null ? undefined : JSON.parse(text);
}

/** Stores settings key by key in one transaction (the back office's save); readers see all or none. */
export async function putSettings(db: Db, values: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(values).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  await db.transaction(async (tx) => {
    for (const [key, raw] of entries) {
      await q.putSettingJson(tx, key, JSON.stringify(raw));
    }
  });
}

/** Whether the database takes a write again after a full disk: one small committed write (lib/storage-health.ts). */
export const probeWrite = (db: Db) => q.writeProbe(db);
