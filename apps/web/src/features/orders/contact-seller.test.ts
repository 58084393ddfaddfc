import type { OrderListed } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { getI18n } from '../../shared/i18n/instance.ts';
import { contactSellerLink, sellerNumber } from './contact-seller.ts';

describe('contact seller', () => {
  it('puts the Malaysia prefix 60 on the seller number', () => {
    expect(sellerNumber('012-345 6789')).toBe('60123456789');
    expect(sellerNumber('+60 12 345 6789')).toBe('60123456789');
    expect(sellerNumber('123456789')).toBe('60123456789');
  });

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
  const text = (lang: 'en' | 'ms') => {
    const t = getI18n(lang).getFixedT(lang, 'orders');
    const url = new URL(contactSellerLink(order, '60123456789', 'RM', { t, lang, timeZone: 'Asia/Kuala_Lumpur' }));
    expect(url.origin + url.pathname).toBe('https://wa.me/60123456789');
    return url.searchParams.get('text');
  };

  it('prefills name, en-GB date, amount and the item list', () => {
    expect(text('en')).toBe(
      'Hi, I am Aisyah Rahman.\nI have a question about my order ABCDEF12 of 22 Nov 2026, RM 57.00:\n- 2 x Sourdough\n- 1 x Tee (M)',
    );
  });

  it('writes it in Malay from a Malay page', async () => {
    await getI18n('ms').loadNamespaces('orders');
    expect(text('ms')).toMatch(
      /^Hai, saya Aisyah Rahman\.\nSaya ada soalan tentang pesanan saya ABCDEF12 pada 22 Nov 2026, RM 57\.00:\n- 2 x Sourdough\n- 1 x Tee \(M\)$/,
    );
  });
});
