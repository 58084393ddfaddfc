import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { seedBulkProducts } from './seed/seed-bulk.ts';
import { openDatabase, prepareDatabase } from './setup.ts';

/** `npm run seed -- --products 100000`: the demo shop, then a catalogue of that size for benchmarks. */
const { values } = parseArgs({ options: { products: { type: 'string', default: '0' } } });
const target = Number(values.products);
if (!Number.isInteger(target) || target < 0) {
  console.error('--products must be a whole number');
  process.exit(1);
}
const config = loadConfig();
const opened = await openDatabase(config);
try {
  await prepareDatabase(opened.database, config, console.log);
  if (target > 0) {
    const total = await seedBulkProducts(opened.database.db, target, console.log);
    console.log(`The catalogue holds ${total} products.`);
  }
} finally {
  await opened.close();
}
