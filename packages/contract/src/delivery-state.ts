// Type-only: this module stays free of the schema modules, so a screen can use it without zod.
import type { MalaysianState } from './common.ts';

/** A place name compared without case, accents or punctuation ('Pulau Pinang' = 'pulau pinang'). */
export const foldPlaceName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Names an address service may give a state under, mapped to the state the shop charges. The
 * federal territories have no rate of their own: Kuala Lumpur and Putrajaya are delivered as
 * Selangor, Labuan as Sabah.
 */
const STATE_NAMES = new Map<string, MalaysianState>([
  ['johor', 'Johor'],
  ['kedah', 'Kedah'],
  ['kelantan', 'Kelantan'],
  ['malacca', 'Malacca'],
  ['negeri sembilan', 'Negeri Sembilan'],
  ['pahang', 'Pahang'],
  ['penang', 'Penang'],
  ['perak', 'Perak'],
  ['perlis', 'Perlis'],
  ['sabah', 'Sabah'],
  ['sarawak', 'Sarawak'],
  ['selangor', 'Selangor'],
  ['terengganu', 'Terengganu'],
  ['pulau pinang', 'Penang'],
  ['melaka', 'Malacca'],
  ['kuala lumpur', 'Selangor'],
  ['wilayah persekutuan kuala lumpur', 'Selangor'],
  ['wp kuala lumpur', 'Selangor'],
  ['putrajaya', 'Selangor'],
  ['wilayah persekutuan putrajaya', 'Selangor'],
  ['labuan', 'Sabah'],
  ['wilayah persekutuan labuan', 'Sabah'],
]);

/** The state the shop charges for a state's name as an address service may write it, or null. */
export function chargedState(name: string): MalaysianState | null {
  return STATE_NAMES.get(foldPlaceName(name)) ?? null;
}

/**
 * The state a delivery address chosen in the service choice lies in, read from its comma-separated
 * parts (the address services write `…, <postcode> <town>, <state>, Malaysia`), last part first; a
 * whole part must be the state's name, so a street named after a state does not count. Null when no
 * part names one.
 */
export function deliveryStateOf(deliveryAddress: string): MalaysianState | null {
  const parts = deliveryAddress.split(',').map((p) => foldPlaceName(p).replace(/^\d{5} /, ''));
  for (const part of parts.reverse()) {
    const state = STATE_NAMES.get(part);
    if (state) return state;
  }
  return null;
}

/** Why the address form's state contradicts the chosen delivery address, or null when it does not. */
export function deliveryStateProblem(deliveryAddress: string, formState: string): string | null {
  const state = deliveryStateOf(deliveryAddress);
  if (!state || state === formState) return null;
  return `The delivery address you chose is in ${state}, not ${formState}. Please choose ${state} as the state.`;
}
