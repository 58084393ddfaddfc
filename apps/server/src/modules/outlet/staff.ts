import type { AdminOutlet, OutletInput } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/** The back office's side of the outlets: all their fields, and their editing. */

const toOutlet = (r: q.OutletRow): AdminOutlet => ({
  id: r.id,
  title: r.title,
  street: r.street,
  city: r.city,
  zipcode: r.zipcode,
  state: r.state as AdminOutlet['state'],
  country: r.country,
  contactNumber: r.contactNumber,
  whatsappNumber: r.whatsappNumber,
  lat: r.lat,
  lng: r.lng,
  schedule: r.schedule as AdminOutlet['schedule'],
  notes: r.notes,
  notesMs: r.notesMs,
});

export async function listOutlets(db: Db): Promise<AdminOutlet[]> {
  return (await q.listOutletRows(db)).map(toOutlet);
}

export async function saveOutlet(db: Db, id: number | null, input: z.output<typeof OutletInput>): Promise<AdminOutlet> {
  const row = await q.saveOutletRow(db, id, input);
  if (!row) throw notFound('This outlet does not exist.');
  return toOutlet(row);
}

/** Callers check first that no open order still needs the outlet (the order module knows). */
export async function removeOutlet(db: Db, id: number): Promise<void> {
  if (!(await q.deleteOutlet(db, id))) throw notFound('This outlet does not exist.');
}
