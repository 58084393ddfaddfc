import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { fromPglite, fromPostgres, migrateDatabase, openPglite } from '../../src/db/client.ts';
import { seedDemo } from '../../src/db/seed/seed-demo.ts';
import { localStorage } from '../../src/adapters/storage.ts';

export const TEMPLATE_DUMP = 'pglite-template.tar.gz';
export const MEDIA_DIR = 'media';
export const SHOP_NAME = 'Roti & Rupa';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function buildTemplates(dir: string) {
  const media = localStorage(path.join(dir, MEDIA_DIR));
  const pglite = await openPglite(undefined);
  const database = fromPglite(pglite);
  await migrateDatabase(database);
  await seedDemo(database.db, media);
  const dump = await pglite.dumpDataDir('gzip');
  fs.writeFileSync(path.join(dir, TEMPLATE_DUMP), Buffer.from(await dump.arrayBuffer()));
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL;
  if (!url) return { pgTemplateDb: null, dropTemplates: async () => {} };
  const name = `storefront_tpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const tpl = fromPostgres(withDatabase(url, name), 2);
  await migrateDatabase(tpl);
  await seedDemo(tpl.db, media);
  await tpl.close();
  return {
    pgTemplateDb: name,
    dropTemplates: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
