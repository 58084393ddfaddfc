import { doublePrecision, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export type OutletScheduleDay = {
  day: string;
  available: boolean;
  operatingTime: { start: string; end: string };
};

export const outlets = pgTable('outlets', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  street: text('street').notNull(),
  city: text('city').notNull(),
  zipcode: text('zipcode').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull(),
  contactNumber: text('contact_number').notNull(),
  whatsappNumber: text('whatsapp_number'),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  schedule: jsonb('schedule').$type<OutletScheduleDay[]>().notNull(),
  /** What shoppers should know about the outlet (parking, a prayer room); null: nothing to say. */
  notes: text('notes'),
  /** The notes in Malay for the /ms pages; null: the English shows there too. */
  notesMs: text('notes_ms'),
  position: integer('position').notNull().default(0),
});
