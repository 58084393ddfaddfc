import { describe, expect, it } from 'vitest';
import { bestSubstringDistance, namesReceiver, showsReference } from './receiver-match.ts';

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

describe('showsReference', () => {
  it.each(['Reference AE33BE62', 'Ref: ae33be62', 'Recipient reference\nAE 33 BE 62', 'Ref AE33BE6Z', 'Ref AE33BEG2'])(
    'finds AE33BE62 in %j',
    (text) => {
      expect(showsReference(text, 'AE33BE62')).toBe(true);
    },
  );

  it('reads O and I as 0 and 1', () => {
    expect(showsReference('Ref IOOAB1CD', '100AB1CD')).toBe(true);
  });

  it.each(['Reference AE34CF62', 'Ref 20261122103301', 'no reference', ''])('does not find AE33BE62 in %j', (text) => {
    expect(showsReference(text, 'AE33BE62')).toBe(false);
  });
});
