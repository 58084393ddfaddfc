import { describe, expect, it } from 'vitest';
import { staffMessage } from './field-labels.ts';

describe("the back office's field names", () => {
  it("names a refused field by its form's label, not by the API's key", () => {
    expect(
      staffMessage('nameMs: Invalid input: expected string, received undefined', '/api/admin/category-names'),
    ).toBe('Malay name: Invalid input: expected string, received undefined');
    expect(staffMessage('price: Too big: expected number to be <=100000', '/api/admin/products/abc')).toBe(
      'Price: Too big: expected number to be <=100000',
    );
    expect(staffMessage('leadTimeHours: Too big: expected number to be <=720', '/api/admin/products')).toBe(
      'Lead time: Too big: expected number to be <=720',
    );
  });

  it("reads the same key by each form's own label", () => {
    expect(staffMessage('title: Too small', '/api/admin/outlets/3')).toBe('Name: Too small');
    expect(staffMessage('title: Too small', '/api/admin/news')).toBe('Title: Too small');
    expect(staffMessage('description: Too small', '/api/admin/news/1')).toBe('Body: Too small');
    expect(staffMessage('subCategory: Too small', '/api/admin/products')).toBe('Type: Too small');
  });

  it('shows a message that already names the field by its label alone', () => {
    expect(staffMessage('nameMs: Malay name can be at most 120 characters.', '/api/admin/products')).toBe(
      'Malay name can be at most 120 characters.',
    );
    expect(staffMessage('features.2: Each option can be at most 40 characters.', '/api/admin/products')).toBe(
      'Options: Each option can be at most 40 characters.',
    );
  });

  it("names the option of an option's own stock or price", () => {
    expect(staffMessage('stock.Half: Stock cannot be negative.', '/api/admin/products')).toBe(
      'Stock (Half): Stock cannot be negative.',
    );
    expect(staffMessage('optionPrices.Whole cake: Price must be more than 0.', '/api/admin/products/1')).toBe(
      'Option prices (Whole cake): Price must be more than 0.',
    );
  });

  it('spells out a key no form names, and leaves messages without a key as they are', () => {
    expect(staffMessage('priceCents: Too big', '/api/admin/elsewhere')).toBe('Price: Too big');
    expect(staffMessage('headlineMs: Too long', '/api/admin/unknown')).toBe('Malay headline: Too long');
    for (const message of [
      'Order not found.',
      'TIN: 12 characters.',
      'A halal certification needs its certificate number and expiry date.',
    ])
      expect(staffMessage(message, '/api/admin/products')).toBe(message);
  });
});
