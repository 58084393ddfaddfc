import { MALAYSIAN_STATES, type EditableSettings, type ShippingSettings } from '@shop/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { onlineMethods } from '../payment/online-methods.ts';
import { maxUnpaidOrders } from '../order/service.ts';
import { slotCapacity } from '../fulfilment/service.ts';
import { getShopSettings, putSettings } from '../settings/service.ts';
import { deleteRates, listRates, upsertRate } from '../shipping/service.ts';

export async function getEditableSettings(db: Db, config: Config): Promise<z.output<typeof EditableSettings>> {
  const [s, capacity, methods, unpaid] = await Promise.all([
    getShopSettings(db, config),
    slotCapacity(db),
    onlineMethods(db),
    maxUnpaidOrders(db),
  ]);
  return {
    paymentReceiverName: s.paymentReceiverName,
    sellerWhatsapp: s.sellerWhatsapp,
    contactEmail: s.contactEmail,
    contactPhone: s.contactPhone,
    contactAddress: s.contactAddress,
    noticeMessages: s.noticeMessages,
    noticeMessagesMs: s.noticeMessagesMs,
    announcement: s.announcement,
    announcementMs: s.announcementMs,
    productPromises: s.productPromises,
    slotCapacity: capacity,
    onlinePaymentMethods: methods,
    maxUnpaidOrders: unpaid,
  };
}

export async function saveEditableSettings(db: Db, input: z.output<typeof EditableSettings>): Promise<void> {
  await putSettings(db, input);
}

export async function getShipping(
  db: Db,
  config: Config,
): Promise<{ rates: { state: string; fee: number | null }[]; freeShippingMinSubtotal: number | null }> {
  const [rows, s] = await Promise.all([listRates(db), getShopSettings(db, config)]);
  const fees = new Map(rows.map((r) => [r.state, r.feeCents / 100]));
  return {
    // Every state is listed; null means the shop does not deliver there.
    rates: MALAYSIAN_STATES.map((state) => ({ state, fee: fees.get(state) ?? null })),
    freeShippingMinSubtotal: s.freeShippingMinSubtotal,
  };
}

export async function saveShipping(db: Db, input: z.output<typeof ShippingSettings>): Promise<void> {
  await db.transaction(async (tx) => {
    const stop = input.rates.filter((r) => r.fee === null).map((r) => r.state);
    await deleteRates(tx, stop);
    for (const r of input.rates) {
      if (r.fee === null) continue;
      const feeCents = Math.round(r.fee * 100);
      await upsertRate(tx, r.state, feeCents);
    }
    await putSettings(tx, { freeShippingMinSubtotal: input.freeShippingMinSubtotal });
  });
}
