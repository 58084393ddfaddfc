import type { OrderListed } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { contactSellerLink, sellerNumber } from './contact-seller.ts';

describe('contact seller', () => {
  it('puts the Malaysia prefix 60 on the seller number', () => {
    expect(sellerNumber('012-345 6789')).toBe('60123456789');
    expect(sellerNumber('+60 12 345 6789')).toBe('60123456789');
    expect(sellerNumber('123456789')).toBe('60123456789');
  });

  it('prefills name, en-GB date, amount and the item list', () => {
    const order = {
      id: 'abcdef12-0000-4000-8000-000000000000',
      date: Date.UTC(2026, 10, 22, 4),
      amount: 57,
      address: { firstName: 'Aisyah', lastName: 'Rahman' },
      items: [
        { name: 'Sourdough', feature: '', quantity: 2, price: 12, image: [], productId: null },
        { name: 'Tee', feature: 'M', quantity: 1, price: 33, image: [], productId: null },
      ],
    } as unknown as OrderListed;
    const url = new URL(contactSellerLink(order, '60123456789', 'RM'));
    expect(url.origin + url.pathname).toBe('https://wa.me/60123456789');
    expect(url.searchParams.get('text')).toBe(
      'Hi, I am Aisyah Rahman.\nI have a question about my order ABCDEF12 of 22 Nov 2026, RM 57.00:\n- 2 x Sourdough\n- 1 x Tee (M)',
    );
  });
});
