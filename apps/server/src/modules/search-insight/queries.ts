import { and, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchCorrectionsAccepted, searchStats } from './schema.ts';

/**
 * Counts one search of `query` on `day`. A day holds at most `dayRows` queries: past that, a new one
 * takes the place of the least searched, the oldest of those first, so a flood of one-off texts only
 * replaces one-offs, and a search made again (a real shopper's) outlasts them.
 */
export async function countSearch(db: Db, day: string, query: string, empty: boolean, dayRows: number): Promise<void> {
  const e = empty ? 1 : 0;
  const updated = await db
    .update(searchStats)
    .set({ searches: sql`${searchStats.searches} + 1`, empty: sql`${searchStats.empty} + ${e}` })
    .where(and(sql`${searchStats.day} = ${day}`, sql`${searchStats.query} = ${query}`))
    .returning({ day: searchStats.day });
  if (updated.length > 0) return;
  // One statement, whose count does not see the row it adds, hence the 1. Rows another new query is
  // letting go are skipped, not waited for: waiting, two such statements deadlocked. So concurrent new
  // queries may leave the day a few rows over its bound; the next new query brings it back. A query
  // let go takes its corrections with it, so they never outnumber the day's queries.
  await db.execute(sql`
    with added as (
      insert into ${searchStats} (day, query, searches, empty)
      values (${day}::date, ${query}, 1, ${e})
      on conflict (day, query) do update set searches = ${searchStats.searches} + 1, empty = ${searchStats.empty} + ${e}
      returning 1
    ), gone as (
      delete from ${searchStats} where ${searchStats.day} = ${day}::date and ${searchStats.query} in (
        select ${searchStats.query} from ${searchStats}
        where ${searchStats.day} = ${day}::date and ${searchStats.query} <> ${query}
        order by ${searchStats.searches}, ${searchStats.seq}
        limit greatest(0, (select count(*) from ${searchStats} where ${searchStats.day} = ${day}::date)
          + (select count(*) from added) - ${dayRows})
        for update skip locked)
      returning ${searchStats.query}
    )
    delete from ${searchCorrectionsAccepted} using gone
    where ${searchCorrectionsAccepted.day} = ${day}::date and ${searchCorrectionsAccepted.query} = gone.query`);
}

/** Counts a product opened from the results of `query`: only a query that found something that day counts. */
export async function countOpened(db: Db, day: string, query: string): Promise<void> {
  await db
    .update(searchStats)
    .set({ opened: sql`${searchStats.opened} + 1` })
    .where(
      and(
        sql`${searchStats.day} = ${day}`,
        sql`${searchStats.query} = ${query}`,
        sql`${searchStats.searches} > ${searchStats.empty}`,
      ),
    );
}

/**
 * Counts an accepted correction: only for a query that found nothing that day (the shop offers one
 * only then), and only while the day has room.
 */
export async function countCorrection(
  db: Db,
  day: string,
  query: string,
  correction: string,
  dayRows: number,
): Promise<void> {
  await db.execute(sql`
    insert into ${searchCorrectionsAccepted} (day, query, correction, accepted)
    select ${day}::date, ${query}, ${correction}, 1
    where exists (
        select 1 from ${searchStats}
        where ${searchStats.day} = ${day}::date and ${searchStats.query} = ${query} and ${searchStats.empty} > 0)
      and (select count(*) from ${searchCorrectionsAccepted} where ${searchCorrectionsAccepted.day} = ${day}::date) < ${dayRows}
    on conflict (day, query, correction) do update set accepted = ${searchCorrectionsAccepted.accepted} + 1`);
}

/** Forgets every count of days before `day`. */
export async function forgetBefore(db: Db, day: string): Promise<void> {
  await db.delete(searchStats).where(lt(searchStats.day, day));
  await db.delete(searchCorrectionsAccepted).where(lt(searchCorrectionsAccepted.day, day));
}

const inPeriod = (from: string, to: string) => and(gte(searchStats.day, from), lte(searchStats.day, to));

export async function perDay(db: Db, from: string, to: string) {
  return db
    .select({
      day: searchStats.day,
      searches: sql<number>`sum(${searchStats.searches})::int`,
      empty: sql<number>`sum(${searchStats.empty})::int`,
    })
    .from(searchStats)
    .where(inPeriod(from, to))
    .groupBy(searchStats.day)
    .orderBy(searchStats.day);
}

export type QueryList = 'top' | 'empty' | 'unopened';

export async function queries(db: Db, from: string, to: string, list: QueryList, limit: number) {
  const searches = sql<number>`sum(${searchStats.searches})::int`;
  const empty = sql<number>`sum(${searchStats.empty})::int`;
  const having = {
    top: undefined,
    empty: sql`sum(${searchStats.empty}) > 0`,
    // Found something, and nobody opened any of it.
    unopened: sql`sum(${searchStats.searches} - ${searchStats.empty}) > 0 and sum(${searchStats.opened}) = 0`,
  }[list];
  const rows = await db
    .select({ query: searchStats.query, searches: list === 'empty' ? empty : searches })
    .from(searchStats)
    .where(inPeriod(from, to))
    .groupBy(searchStats.query)
    .having(having)
    .orderBy(sql`2 desc`, searchStats.query)
    .limit(limit);
  return rows;
}

export async function corrections(db: Db, from: string, to: string, limit: number) {
  return db
    .select({
      query: searchCorrectionsAccepted.query,
      correction: searchCorrectionsAccepted.correction,
      accepted: sql<number>`sum(${searchCorrectionsAccepted.accepted})::int`,
    })
    .from(searchCorrectionsAccepted)
    .where(and(gte(searchCorrectionsAccepted.day, from), lte(searchCorrectionsAccepted.day, to)))
    .groupBy(searchCorrectionsAccepted.query, searchCorrectionsAccepted.correction)
    .orderBy(sql`3 desc`, searchCorrectionsAccepted.query)
    .limit(limit);
}
