// Schema-free: the guest cart and the cart page key their lines with it without loading zod.
import type { AddOnOffer, LineAddOns } from './add-ons.ts';

/**
 * A cart line is one product, one option and one set of add-ons: this is the add-ons' part of the
 * key, '' for a line without any (every line before add-ons existed), else the add-ons as JSON in a
 * fixed field order, so the same choices always give the same key and two messages two lines.
 */
export function lineKey(addOns: LineAddOns | undefined): string {
  if (!addOns) return '';
  const fields = [
    addOns.message !== undefined ? ['message', addOns.message] : null,
    addOns.candles !== undefined ? ['candles', addOns.candles] : null,
    addOns.knife ? ['knife', true] : null,
    addOns.card !== undefined ? ['card', addOns.card] : null,
  ].filter((f) => f !== null);
  return fields.length === 0 ? '' : JSON.stringify(Object.fromEntries(fields));
}

/** Characters as a person counts them (a surrogate pair is one), for the per-product length limits. */
export const charCount = (text: string) => [...text].length;

/** Why these add-ons cannot go with this product, in the shopper's words, or null when they can. */
export function addOnsProblem(offer: AddOnOffer | undefined, addOns: LineAddOns | undefined): string | null {
  if (!addOns || lineKey(addOns) === '') return null;
  if (!offer) return 'This product cannot be customised.';
  if (addOns.message !== undefined) {
    if (!offer.message) return 'This product has no message option.';
    if (charCount(addOns.message) > offer.message.maxLength)
      return `The message can be at most ${offer.message.maxLength} characters.`;
  }
  if (addOns.candles !== undefined) {
    if (!offer.candles) return 'This product has no candles option.';
    if (addOns.candles > offer.candles.max) return `At most ${offer.candles.max} candles.`;
  }
  if (addOns.knife && !offer.knife) return 'This product has no knife option.';
  if (addOns.card !== undefined) {
    if (!offer.card) return 'This product has no greeting card option.';
    if (charCount(addOns.card) > offer.card.maxLength)
      return `The card can be at most ${offer.card.maxLength} characters.`;
  }
  return null;
}

/** The add-ons in words, one per entry, as every view of a line shows them (always as text). */
export function addOnsLabels(addOns: LineAddOns | undefined): { label: string; text: string }[] {
  if (!addOns) return [];
  const out: { label: string; text: string }[] = [];
  if (addOns.message !== undefined) out.push({ label: 'Message', text: addOns.message });
  if (addOns.candles !== undefined) out.push({ label: 'Candles', text: String(addOns.candles) });
  if (addOns.knife) out.push({ label: 'Knife', text: 'Yes' });
  if (addOns.card !== undefined) out.push({ label: 'Card', text: addOns.card || '(blank)' });
  return out;
}
