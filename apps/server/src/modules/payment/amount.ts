/**
 * Amounts a payment screenshot shows, in cents: 'RM 12.50', 'RM12.50', 'MYR 1,234.00', '-RM 8.00'.
 * OCR often reads the 'M' of RM as 'N' or 'W' and drops the space, hence the loose prefix.
 */
export function findAmounts(text: string): number[] {
  const out: number[] = [];
  const re = /\b(?:R[MNW]|MYR)\s*[:.]?\s*(\d{1,3}(?:,\d{3})+|\d+)[.,](\d{2})\b/gi;
  for (const m of text.matchAll(re)) {
    out.push(Number(m[1]!.replace(/,/g, '')) * 100 + Number(m[2]));
  }
  return out;
}

export type AmountCheck = { result: 'match' | 'mismatch' | 'not-found'; cents: number | null };

/** Compared with the order total and kept for staff; a mismatch is flagged, never a refusal (issue 6). */
export function checkAmount(text: string, totalCents: number): AmountCheck {
  const amounts = findAmounts(text);
  if (amounts.length === 0) return { result: 'not-found', cents: null };
  if (amounts.includes(totalCents)) return { result: 'match', cents: totalCents };
  return { result: 'mismatch', cents: amounts[0]! };
}
