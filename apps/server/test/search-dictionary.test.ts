import { sql } from 'drizzle-orm';
import { stem } from 'porter2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dictionaryOf, forgetDictionary, isStopWord, similarity, trigrams } from '../src/modules/product/dictionary.ts';
import { stemmerProbes, stemsAsPorter2 } from '../src/modules/product/search.ts';
import { dbKinds, useTestDatabase } from './helpers/test-app.ts';

/**
 * Search corrects and completes typed words against a copy of the word dictionary in process memory;
 * these check that the copy answers as the database would and follows the table's changes.
 */
describe.each(dbKinds)('the in-memory word dictionary on %s', (kind) => {
  const shop = useTestDatabase(kind);
  afterEach(() => vi.useRealTimers());

  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await shop.database.db.execute(query)) as unknown as { rows: T[] };
  const dictionaryWords = async () =>
    (await rows<{ word: string }>(sql`select word from search_words order by word`)).rows.map((r) => r.word);

  it('scores trigram similarity exactly as pg_trgm does, typos and hyphens included', async () => {
    const words = await dictionaryWords();
    expect(words.length).toBeGreaterThan(100);
    const typed = words.flatMap((w) => [w.slice(1), `${w[1]}${w[0]}${w.slice(2)}`, `${w}s`]);
    const pairs = words.flatMap((w, i) => [0, 1, 2].map((k) => [w, typed[i * 3 + k]!] as const));
    pairs.push(['t-shirt', 'tshirt'], ['kanak-kanak', 'kanak'], ['Piqué', 'pique']);
    const found = await rows<{ score: number }>(sql`
      select similarity(a, b)::float8 as score
      from unnest(${`{${pairs.map(([a]) => `"${a}"`).join(',')}}`}::text[], ${`{${pairs.map(([, b]) => `"${b}"`).join(',')}}`}::text[]) with ordinality as p(a, b, n)
      order by n`);
    const expected = found.rows.map((r) => Number(r.score));
    const ours = pairs.map(([a, b]) => similarity(trigrams(a), trigrams(b)));
    ours.forEach((score, i) => expect(score, `${pairs[i]!.join(' / ')}`).toBeCloseTo(expected[i]!, 6));
  });

  it("knows exactly which of the catalogue's words English full text leaves out", async () => {
    const words = await dictionaryWords();
    const list = `{${words.map((w) => `"${w}"`).join(',')}}`;
    const dropped = await rows<{ w: string }>(
      sql`select w from unnest(${list}::text[]) as w where to_tsvector('english', w) = ''::tsvector order by w`,
    );
    expect(dropped.rows.length).toBeGreaterThan(5);
    expect(words.filter(isStopWord)).toEqual(dropped.rows.map((r) => r.w));
  });

  it("stems in process only where the database stems the catalogue's words and their endings the same way", async () => {
    const probes = stemmerProbes(await dictionaryWords());
    expect(probes.length).toBeGreaterThan(3_000);
    const found = await rows<{ w: string; term: string }>(sql`
      select w, coalesce((select l.lexeme from unnest(to_tsvector('english', w)) as l limit 1), '') as term
      from unnest(${`{${probes.join(',')}}`}::text[]) as w`);
    const differ = found.rows.filter((r) => (isStopWord(r.w) ? '' : stem(r.w)) !== r.term);
    expect(await stemsAsPorter2(shop.database.db)).toBe(differ.length === 0);
    // PostgreSQL 15 stems as Porter2 does: there, every search word is stemmed in process.
    if (kind === 'postgres') expect(differ.map((r) => `${r.w}: ${r.term}`)).toEqual([]);
  });

  it("follows another instance's product changes within a second, and its own at once", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const db = shop.database.db;
    expect((await dictionaryOf(db)).has('zanzibar')).toBe(false);
    // Written straight to the table, as another instance would: nothing here is told.
    await db.execute(sql`update products set name = name || ' Zanzibar' where seq = (select min(seq) from products)`);
    expect((await dictionaryOf(db)).has('zanzibar')).toBe(false);
    vi.setSystemTime(Date.now() + 1_100);
    expect((await dictionaryOf(db)).has('zanzibar')).toBe(true);

    await db.execute(sql`update products set deleted_at = now() where seq = (select min(seq) from products)`);
    forgetDictionary(db);
    expect((await dictionaryOf(db)).has('zanzibar')).toBe(false);
  });
});
