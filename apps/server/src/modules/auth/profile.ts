import { createHash } from 'node:crypto';
import {
  chargedState,
  foldPlaceName,
  PROFILE_RECENT_ORDERS,
  type AddressParts,
  type ProfileAddress,
  type ProfileAddressFields,
} from '@shop/contract';
import type { Db } from '../../db/client.ts';
import type { OrderAddress } from './address.ts';
import { notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

/**
 * What the address book and the profile read of the shopper's orders. The order module answers
 * (`orderFacts` in its service): it sits above auth, so auth is handed it rather than importing it.
 */
export interface OrderFacts {
  /** The delivery addresses of the user's latest `limit` delivery orders, newest first. */
  addresses(db: Db, userId: string, limit: number): Promise<{ address: OrderAddress; orderedAt: Date }[]>;
  /** The user's latest `limit` orders, newest first, with how many items each holds. */
  recent(
    db: Db,
    userId: string,
    limit: number,
  ): Promise<{ id: string; createdAt: Date; status: string; totalCents: number; itemCount: number }[]>;
}

/** Only the latest orders are scanned: an old address nobody used for years is not worth showing. */
const ORDERS_SCANNED = 100;
const MAX_ADDRESSES = 10;

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'street', 'city', 'state', 'zipcode', 'country'] as const;

function normalise(a: Partial<OrderAddress>): OrderAddress {
  const out = {} as OrderAddress;
  for (const f of FIELDS) out[f] = String(a[f] ?? '').trim();
  return out;
}

/**
 * What makes two entries the same place for the same person, however typed: case, spacing and
 * punctuation are ignored, and the contact details (email, phone) do not make a second entry.
 */
function samePlaceKey(a: OrderAddress): string {
  const fold = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return (['firstName', 'lastName', 'street', 'city', 'state', 'zipcode', 'country'] as const)
    .map((f) => fold(a[f]))
    .join('|');
}

/** The identity of an address: the same text typed again in another order is the same address. */
export function addressKey(a: OrderAddress): string {
  const n = normalise(a);
  return createHash('sha256')
    .update(JSON.stringify(FIELDS.map((f) => n[f].toLowerCase())))
    .digest('hex');
}

/**
 * The addresses of past orders, each replaced by the customer's edit of it if there is one,
 * without duplicates (an edit that makes one address equal another leaves one), newest first. A
 * deleted address stays hidden unless an order to it is placed after the deletion.
 */
export async function listAddresses(db: Db, orders: OrderFacts, userId: string): Promise<ProfileAddress[]> {
  const [fromOrders, edits] = await Promise.all([
    orders.addresses(db, userId, ORDERS_SCANNED),
    q.listAddressEdits(db, userId),
  ]);
  const edited = new Map(edits.map((e) => [e.sourceKey, e]));
  const seenSources = new Set<string>();
  const seenShown = new Set<string>();
  const out: ProfileAddress[] = [];
  for (const { address: raw, orderedAt } of fromOrders) {
    const source = normalise(raw);
    const id = addressKey(source);
    if (seenSources.has(id)) continue;
    seenSources.add(id);
    const edit = edited.get(id);
    if (edit?.deletedAt && orderedAt <= edit.deletedAt) continue;
    const shown = edit ? normalise(edit.address) : source;
    const shownKey = samePlaceKey(shown);
    if (seenShown.has(shownKey)) continue;
    seenShown.add(shownKey);
    out.push({ id, ...shown });
    if (out.length === MAX_ADDRESSES) break;
  }
  return out;
}

/**
 * The saved addresses a delivery to `area` can use: a street in the area's state (placement refuses
 * another state), the same postcode first, then the same town; none when the area's state is unknown.
 */
export async function addressesForArea(
  db: Db,
  orders: OrderFacts,
  userId: string,
  area: AddressParts,
): Promise<ProfileAddress[]> {
  const state = chargedState(area.state);
  if (!state) return [];
  const near = (a: ProfileAddress) =>
    a.zipcode === area.zipcode ? 0 : area.city && foldPlaceName(a.city) === foldPlaceName(area.city) ? 1 : 2;
  const usable = (await listAddresses(db, orders, userId)).filter(
    (a) => a.street !== '' && chargedState(a.state) === state,
  );
  // A stable sort: within one rank the newest stays first.
  return usable.sort((a, b) => near(a) - near(b));
}

export async function updateAddress(
  db: Db,
  orders: OrderFacts,
  userId: string,
  id: string,
  address: ProfileAddressFields,
  now: Date,
): Promise<ProfileAddress[]> {
  await ownSource(db, orders, userId, id);
  await q.upsertAddressEdit(db, userId, id, normalise(address), now);
  return listAddresses(db, orders, userId);
}

/** The id must name one of this customer's own order addresses: nobody edits or deletes another's. */
async function ownSource(db: Db, orders: OrderFacts, userId: string, id: string): Promise<OrderAddress> {
  const sources = await orders.addresses(db, userId, ORDERS_SCANNED);
  const source = sources.find((s) => addressKey(s.address) === id);
  if (!source) throw notFound('This address is not in your account.');
  return normalise(source.address);
}

export async function deleteAddress(
  db: Db,
  orders: OrderFacts,
  userId: string,
  id: string,
  now: Date,
): Promise<ProfileAddress[]> {
  const source = await ownSource(db, orders, userId, id);
  await q.markAddressDeleted(db, userId, id, source, now);
  return listAddresses(db, orders, userId);
}

export async function getProfile(db: Db, orderFacts: OrderFacts, userId: string) {
  const user = await q.findUserById(db, userId);
  if (!user) throw notFound('This account no longer exists.');
  const [addresses, orders] = await Promise.all([
    listAddresses(db, orderFacts, userId),
    orderFacts.recent(db, userId, PROFILE_RECENT_ORDERS),
  ]);
  return {
    success: true as const,
    user: { name: user.name, email: user.email, memberSince: user.createdAt.getTime() },
    addresses,
    recentOrders: orders.map((o) => ({
      id: o.id,
      date: o.createdAt.getTime(),
      status: o.status,
      amount: o.totalCents / 100,
      itemCount: Number(o.itemCount),
    })),
  };
}

export async function updateName(db: Db, userId: string, name: string) {
  await q.updateUserName(db, userId, name);
  const user = await q.findUserById(db, userId);
  if (!user) throw notFound('This account no longer exists.');
  return {
    success: true as const,
    message: 'Your name has been saved.',
    user: { name: user.name, email: user.email, memberSince: user.createdAt.getTime() },
  };
}
