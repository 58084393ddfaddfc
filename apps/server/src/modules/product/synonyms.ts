import type { SearchSynonym, SearchSynonymInput } from '@shop/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import * as q from './queries.ts';

type SynonymData = z.output<typeof SearchSynonymInput>;

/** Each word mapped to the words a search for it also finds: a term's synonyms, and a synonym's terms. */
export type SynonymMap = ReadonlyMap<string, readonly string[]>;

// Every search consults the list, and staff change it rarely: it is read once per database and kept
// briefly, so another instance sees an edit within this time and the editing instance at once.
const SYNONYMS_TTL_MS = 30_000;
const cache = new WeakMap<Db, { expires: number; value: Promise<SynonymMap> }>();

export function synonymMap(db: Db): Promise<SynonymMap> {
  const cached = cache.get(db);
  if (cached && cached.expires > Date.now()) return cached.value;
  const value = q.listSynonyms(db).then(toMap);
  cache.set(db, { expires: Date.now() + SYNONYMS_TTL_MS, value });
  value.catch(() => cache.delete(db));
  return value;
}

function toMap(rows: q.SynonymRow[]): SynonymMap {
  const map = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    if (!map.has(from)) map.set(from, new Set());
    map.get(from)!.add(to);
  };
  for (const row of rows) {
    for (const synonym of row.synonyms) {
      link(row.term, synonym);
      link(synonym, row.term);
    }
  }
  return new Map([...map].map(([word, words]) => [word, [...words]]));
}

export async function listSynonyms(db: Db): Promise<SearchSynonym[]> {
  return q.listSynonyms(db);
}

const termTaken = (term: string) =>
  new AppError('CONFLICT', `'${term}' already has synonyms: edit that entry instead.`);

export async function createSynonym(db: Db, input: SynonymData): Promise<SearchSynonym> {
  const row = await q.insertSynonym(db, input);
  if (!row) throw termTaken(input.term);
  forget(db);
  return row;
}

export async function updateSynonym(db: Db, id: number, input: SynonymData): Promise<SearchSynonym> {
  const existing = await q.findSynonymByTerm(db, input.term);
  if (existing && existing.id !== id) throw termTaken(input.term);
  const row = await q.updateSynonym(db, id, input);
  if (!row) throw notFound('These synonyms do not exist.');
  forget(db);
  return row;
}

export async function deleteSynonym(db: Db, id: number): Promise<void> {
  if (!(await q.deleteSynonym(db, id))) throw notFound('These synonyms do not exist.');
  forget(db);
}

const listeners: ((db: Db) => void)[] = [];

/** `listener` runs after every edit: whoever keeps answers built on the list drops them. */
export function onSynonymsChanged(listener: (db: Db) => void): void {
  listeners.push(listener);
}

/** An edit shows in this instance's next search. */
function forget(db: Db): void {
  cache.delete(db);
  for (const listener of listeners) listener(db);
}
