import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, type MailContext } from './mails.ts';
import type { OrderRow } from './queries.ts';

const ctx: MailContext = {
  to: 'shopper@example.com',
  shopName: 'Roti & Rupa',
  currency: 'RM',
  receiverName: 'Roti & Rupa',
  timeZone: 'Asia/Kuala_Lumpur',
  orderUrl: 'http://localhost/checkout/x',
};

/** Only the fields the confirmation reads; the rest of a row does not matter to it. */
function order(shippingCents: number): OrderRow {
  return {
    id: '0123abcd-0000-4000-8000-000000000000',
    address: { firstName: 'Aisyah', street: '1 Jalan Ipoh', zipcode: '30000', city: 'Ipoh', state: 'Perak' },
    serviceType: 'pickup',
    slotDate: '2026-12-01',
    slot: '10:00',
    paymentMethod: 'tng',
    paymentDeadline: new Date('2026-11-30T04:00:00Z'),
    productCents: 1250,
    shippingCents,
    discountCents: 0,
    promoCode: null,
    totalCents: 1250 + shippingCents,
  } as unknown as OrderRow;
}

describe('order confirmation mail', () => {
  it('says Free for a shipping fee of nothing, as the shop pages do', () => {
    expect(orderConfirmationMail(order(0), [], null, ctx).text).toContain('Shipping Fee: Free');
  });

  it('prints a charged shipping fee as money', () => {
    expect(orderConfirmationMail(order(800), [], null, ctx).text).toContain('Shipping Fee: RM 8.00');
  });
});
