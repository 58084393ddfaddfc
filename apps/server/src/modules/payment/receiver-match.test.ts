import { describe, expect, it } from 'vitest';
import { bestSubstringDistance, namesReceiver } from './receiver-match.ts';

describe('namesReceiver', () => {
  it.each([
    ['Transfer to\nRoti & Rupa\nRef 123', 'Roti & Rupa'],
    ['TRANSFER TO ROTI & RUPA', 'Roti & Rupa'],
    ['to RotiRupa', 'Roti & Rupa'],
    ['to R o t i  R u p a', 'Roti & Rupa'],
    ['to Rot1 Rupa', 'Roti & Rupa'],
    ['to Roti Rupa Enterprlse Sdn Bhd', 'Roti Rupa Enterprise'],
    ['to Rotl Ruba', 'Roti & Rupa'],
  ])('finds the receiver in %j', (text, name) => {
    expect(namesReceiver(text, name)).toBe(true);
  });

  it.each([
    ['to Kedai Runcit Ahmad', 'Roti & Rupa'],
    ['to Rt Rpa', 'Roti & Rupa'],
    ['Rupa Beauty, paid for Roti canai', 'Roti & Rupa'],
    ['to Rotl Rubz', 'Roti & Rupa'],
    ['anything', '  &  '],
  ])('does not find the receiver in %j', (text, name) => {
    expect(namesReceiver(text, name)).toBe(false);
  });
});

describe('bestSubstringDistance', () => {
  it('measures the closest substring', () => {
    expect(bestSubstringDistance('rupa', 'xxrupaxx')).toBe(0);
    expect(bestSubstringDistance('rupa', 'xxrubaxx')).toBe(1);
    expect(bestSubstringDistance('rupa', 'xx')).toBe(4);
  });
});
