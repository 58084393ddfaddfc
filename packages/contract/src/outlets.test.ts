import { describe, expect, it } from 'vitest';
import { googleMapsLink, whatsappLink } from './links.ts';

describe('whatsappLink', () => {
  it('keeps digits only for an international number', () => {
    expect(whatsappLink('+60 12-345 6789')).toBe('https://wa.me/60123456789');
    expect(whatsappLink('60123456789')).toBe('https://wa.me/60123456789');
  });

  it('turns a Malaysian local number into its international form', () => {
    expect(whatsappLink('012-345 6789')).toBe('https://wa.me/60123456789');
    expect(whatsappLink('(03) 7722 1234')).toBe('https://wa.me/60377221234');
  });
});

describe('googleMapsLink', () => {
  it('searches Google Maps for the coordinates', () => {
    expect(googleMapsLink(3.1466, 101.6958)).toBe('https://www.google.com/maps/search/?api=1&query=3.1466,101.6958');
  });
});
