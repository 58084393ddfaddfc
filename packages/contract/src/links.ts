// Schema-free, so a screen in the first download can use it without zod (apps/web/vite.config.ts).

/** A Google Maps search link that opens the pin on phones and desktops alike. */
export function googleMapsLink(lat: number, lng: number): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}

/**
 * wa.me wants the number in international form, digits only. Numbers written the Malaysian local way
 * (a leading 0, e.g. 012-345 6789) get the country code 60 in place of the 0.
 */
export function whatsappLink(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const international = !phone.trim().startsWith('+') && digits.startsWith('0') ? `6${digits}` : digits;
  return `https://wa.me/${international}`;
}
