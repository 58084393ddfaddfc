import { describe, expect, it } from 'vitest';
import { PROMO_CODE_ALPHABET, PromoCodeText, suggestPromoCode } from './promo.ts';

describe('suggestPromoCode', () => {
  it('draws 10 unambiguous characters that make a valid code', () => {
    expect(PROMO_CODE_ALPHABET).toHaveLength(32);
    expect(PROMO_CODE_ALPHABET).not.toMatch(/[01OI]/);
    const code = suggestPromoCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(PromoCodeText.parse(code)).toBe(code);
  });

  it('uses every character of the alphabet and repeats no code in 2,000 draws', () => {
    const codes = Array.from({ length: 2000 }, () => suggestPromoCode());
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join(''))).toEqual(new Set(PROMO_CODE_ALPHABET));
  });
});
