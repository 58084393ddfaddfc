/** Lower-case letters and digits only: OCR spacing, case and punctuation never decide a match. */
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The smallest edit distance between `pattern` and any substring of `text` (Sellers' algorithm):
 * finds 'rotirupa' inside 'transfertorotirupaenterprise' with 0, and 'rotirupa' inside 'r0tirupa' with 1.
 */
export function bestSubstringDistance(pattern: string, text: string): number {
  if (pattern.length === 0) return 0;
  let prev = Array.from({ length: pattern.length + 1 }, (_, i) => i);
  let best = prev[pattern.length]!;
  for (const ch of text) {
    const cur = [0];
    for (let i = 1; i <= pattern.length; i++) {
      const cost = pattern[i - 1] === ch ? 0 : 1;
      cur[i] = Math.min(prev[i - 1]! + cost, prev[i]! + 1, cur[i - 1]! + 1);
    }
    best = Math.min(best, cur[pattern.length]!);
    prev = cur;
  }
  return best;
}

/**
 * Whether the recognised text names the receiver (issue 6): case and spacing do not matter, and each
 * word of the name may carry one OCR slip ('Rot1 Rupa'). Words of one or two characters must match
 * exactly, since one slip there would match almost anything.
 */
export function namesReceiver(text: string, receiverName: string): boolean {
  const words = receiverName.split(/\s+/).map(squash).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = squash(text);
  const slips = (w: string) => (w.length <= 2 ? 0 : 1);
  if (!words.every((w) => bestSubstringDistance(w, haystack) <= slips(w))) return false;
  // The words must also appear together, in order, not scattered over the screenshot.
  const budget = words.reduce((n, w) => n + slips(w), 0);
  return bestSubstringDistance(words.join(''), haystack) <= budget;
}

/** Letters OCR takes for digits in a short code: the reference is hex, so O, I and L can only be 0 and 1. */
const asReferenceChars = (s: string) => squash(s).replace(/o/g, '0').replace(/[il]/g, '1');

/**
 * Whether a payment screenshot shows the order reference (e.g. 'AE33BE62' written in the transfer's
 * reference field): one OCR slip allowed, as for the receiver's words.
 */
export function showsReference(text: string, reference: string): boolean {
  const wanted = asReferenceChars(reference);
  if (wanted.length === 0) return false;
  return bestSubstringDistance(wanted, asReferenceChars(text)) <= (wanted.length >= 6 ? 1 : 0);
}
