import {
  googleMapsLink,
  hoursOnDate,
  openStatus,
  type ContentLang,
  type OpenStatus,
  type Outlet,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

// Orders keep their outlet's stored row (title, address, hours) for mails and the staff's lists.
export { findOutletRow, outletRowsByIds, outletTitleRanks, type OutletRow } from './queries.ts';

/** The outlet as the shop shows it in `lang`: its notes in Malay where staff gave them, else in English. */
export function toApiOutlet(row: q.OutletRow, lang: ContentLang = 'en'): Outlet {
  const notes = (lang === 'ms' && row.notesMs) || row.notes;
  return {
    id: row.id,
    title: row.title,
    address: { street: row.street, city: row.city, zipcode: row.zipcode, state: row.state, country: row.country },
    contactNumber: row.contactNumber,
    whatsappNumber: row.whatsappNumber?.trim() || row.contactNumber,
    googleMap: googleMapsLink(row.lat, row.lng),
    schedule: row.schedule,
    lat: row.lat,
    lng: row.lng,
    ...(notes ? { notes } : {}),
  };
}

export async function listOutlets(db: Db, lang: ContentLang = 'en'): Promise<Outlet[]> {
  return (await q.listOutletRows(db)).map((row) => toApiOutlet(row, lang));
}

/** For pickup: null when no outlet has this id (the caller decides the message). */
export async function findOutletById(db: Db, id: number): Promise<Outlet | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const row = await q.findOutletRow(db, id);
  return row ? toApiOutlet(row) : null;
}

/** The outlet's hours on a shop-local calendar date (`YYYY-MM-DD`), or null when it is closed that day. */
export function outletHoursOn(outlet: Outlet, date: string): { start: string; end: string } | null {
  return hoursOnDate(outlet.schedule, date);
}

/** Whether the outlet is open at `at`, read on the shop's wall clock (config.timeZone). */
export function outletOpenStatus(outlet: Outlet, at: Date, timeZone: string): OpenStatus {
  return openStatus(outlet.schedule, at, timeZone);
}
