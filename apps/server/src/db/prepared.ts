import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client.ts';

// The hottest queries run as named prepared statements: drizzle builds their SQL once instead of on
// every call, and PostgreSQL parses and plans each once per connection; on a small query both cost
// more than running it.
const statements = new WeakMap<Db, Map<string, unknown>>();

/** The statement `name` of this database, built by `build` on its first use. */
export function prepared<T>(db: Db, name: string, build: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (!statement) byName.set(name, (statement = build(name)));
  return statement;
}

/**
 * `column = any($placeholder::uuid[])`: an id list as one parameter, so a statement fits any number
 * of ids (drizzle's `inArray` writes one parameter per id, a new statement for every length).
 */
export function anyUuid(column: SQLWrapper, placeholder: string): SQL {
  return sql`${column} = any(${sql.placeholder(placeholder)}::uuid[])`;
}
