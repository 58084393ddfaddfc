import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from './schema.ts';

// Values are read as JSON text and parsed by the caller: through the column mapper a stored
// digits-only string ("60123456789") would come back as a number.

export async function allSettingTexts(db: Db): Promise<{ key: string; text: string }[]> {
  return db.select({ key: settings.key, text: sql<string>`${settings.value}::text` }).from(settings);
}

export async function settingText(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ text: sql<string>`${settings.value}::text` })
    .from(settings)
    .where(sql`${settings.key} = ${key}`);
  return row?.text ?? null;
}

/** One small committed write: a settings row no reader uses (unknown keys are ignored). */
export async function writeProbe(db: Db): Promise<void> {
  const value = sql`to_jsonb(now()::text)`;
  await db
    .insert(settings)
    .values({ key: 'storageProbe', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** Stores the JSON text as it is, so what is stored is exactly that whatever the driver does. */
export async function putSettingJson(db: Db, key: string, json: string): Promise<void> {
  const value = sql`${json}::jsonb`;
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}
