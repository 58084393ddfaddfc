import type { ShopLang } from './format.ts';

/**
 * How Malaysians write the states in Malay where the name differs from the English one the shop stores
 * (the API keeps the specified English names; the Malay pages and mails show these). The federal
 * territories appear on e-invoice addresses.
 */
const MALAY_STATE_NAMES: Readonly<Record<string, string>> = {
  Malacca: 'Melaka',
  Penang: 'Pulau Pinang',
  'Kuala Lumpur': 'Wilayah Persekutuan Kuala Lumpur',
  Labuan: 'Wilayah Persekutuan Labuan',
  Putrajaya: 'Wilayah Persekutuan Putrajaya',
  // The e-invoice list's choice for a buyer abroad.
  'Not Applicable': 'Tidak Berkenaan',
};

/** A state as a page or mail in `lang` names it; a name the shop does not know shows as it is. */
export function stateName(state: string, lang: ShopLang): string {
  return (lang === 'ms' && MALAY_STATE_NAMES[state]) || state;
}
