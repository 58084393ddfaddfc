import { describe, expect, it } from 'vitest';
import { allowedActions, OrderActionBody, ORDER_STATUSES, ProductInput, STAFF_ACTIONS } from './index.ts';

describe('staff actions', () => {
  it('offers each status only the moves the order statuses allow', () => {
    expect(allowedActions('Order Placed', 'pickup')).toEqual(['cancel']);
    expect(allowedActions('Payment Submitted', 'delivery')).toEqual(['verify', 'reject', 'cancel']);
    expect(allowedActions('Payment Verified', 'pickup')).toEqual(['prepare', 'cancel']);
    expect(allowedActions('Preparing', 'pickup')).toEqual(['ready']);
    expect(allowedActions('Preparing', 'delivery')).toEqual(['dispatch']);
    expect(allowedActions('Out for Delivery', 'delivery')).toEqual(['complete']);
    expect(allowedActions('Completed', 'pickup')).toEqual([]);
    expect(allowedActions('Order Cancelled', 'pickup')).toEqual([]);
  });

  it('never cancels from Preparing on, and only moves between known statuses', () => {
    for (const a of Object.values(STAFF_ACTIONS)) {
      expect(ORDER_STATUSES).toContain(a.to);
      for (const from of a.from) expect(ORDER_STATUSES).toContain(from);
    }
    expect(STAFF_ACTIONS.cancel.from).not.toContain('Preparing');
  });

  it('asks for a reason when rejecting or cancelling', () => {
    expect(OrderActionBody.safeParse({ action: 'reject' }).error?.issues[0]).toMatchObject({ path: ['reason'] });
    expect(OrderActionBody.safeParse({ action: 'cancel', reason: '  ' }).success).toBe(false);
    expect(OrderActionBody.safeParse({ action: 'verify' }).success).toBe(true);
  });
});

describe('product input', () => {
  const base = {
    name: 'Loaf',
    description: 'Bread.',
    price: 9.9,
    category: 'Bakery',
    subCategory: 'Bread',
    features: [],
    images: ['/media/products/upload-abc-800.webp'],
    bestseller: false,
    hidden: false,
    leadTimeHours: 0,
    stock: null,
  };
  it('keys the stock of a product without options by the empty option', () => {
    expect(ProductInput.safeParse({ ...base, stock: { '': 3 } }).success).toBe(true);
    expect(ProductInput.safeParse({ ...base, stock: { Whole: 3 } }).success).toBe(false);
  });
  it('refuses duplicate options and outside image URLs', () => {
    expect(ProductInput.safeParse({ ...base, features: ['S', 'S'] }).success).toBe(false);
    expect(ProductInput.safeParse({ ...base, images: ['/media/../etc/passwd.webp'] }).success).toBe(false);
    expect(ProductInput.safeParse({ ...base, images: ['https://elsewhere.example/a.webp'] }).success).toBe(false);
  });
});
