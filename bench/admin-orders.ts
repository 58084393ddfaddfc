/**
 * The back office's order list at 100,000 orders (issue 8): seeds a fresh PostgreSQL database with
 * orders spread over 90 days, then times the desk's own query functions in process (no HTTP), so the
 * figure is the database work of one page. `npx tsx bench/admin-orders.ts`.
 */
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../apps/server/src/config.ts';
import { fromPostgres, migrateDatabase } from '../apps/server/src/db/client.ts';
import { AdminOrderQuery } from '@shop/contract';
import { listOrders, ordersOfDay } from '../apps/server/src/modules/admin/order-desk.ts';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/storefront_bench_admin';
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = 30;

async function recreate(): Promise<void> {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
}

async function main(): Promise<void> {
  loadConfig({ NODE_ENV: 'production' });
  await recreate();
  const database = fromPostgres(url, 2);
  await migrateDatabase(database);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  await client.query(`insert into users (email, name, password_hash) select 'shopper' || i || '@example.com', 'Shopper ' || i, 'x' from generate_series(1, 5000) i`);
  await client.query(`insert into outlets (title, street, city, zipcode, state, country, contact_number, lat, lng, schedule)
    select 'Outlet ' || i, 'Street', 'City', '47400', 'Selangor', 'Malaysia', '0312345678', 3.1, 101.6, '[]' from generate_series(1, 6) i`);
  await client.query(
    `with u as (select id, row_number() over () as n from users)
     insert into orders (user_id, status, payment_method, address, service_type, outlet_id, slot_date, slot,
                         product_cents, shipping_cents, total_cents, payment_deadline, created_at)
     select u.id,
            (array['Order Placed','Payment Submitted','Payment Verified','Preparing','Ready for Pickup','Completed','Completed','Order Cancelled'])[1 + i % 8],
            'tng',
            jsonb_build_object('firstName', 'Name' || i, 'lastName', 'Family', 'email', 'buyer' || i || '@example.com', 'phone', '01' || lpad(i::text, 8, '0'),
                               'street', '', 'city', '', 'state', '', 'zipcode', '', 'country', ''),
            case when i % 2 = 0 then 'pickup' else 'delivery' end,
            case when i % 2 = 0 then 1 + i % 6 else null end,
            (date '2026-09-01' + (i % 90)),
            lpad((10 + i % 12)::text, 2, '0') || ':00 - ' || lpad((11 + i % 12)::text, 2, '0') || ':00',
            2000, 0, 2000, now(), timestamptz '2026-09-01' + i * interval '77 seconds'
     from generate_series(1, $1::int) i join u on u.n = 1 + i % 5000`,
    [ORDERS],
  );
  await client.query(`insert into order_items (order_id, name, image, feature, quantity, unit_cents)
    select id, 'Loaf', '[]', 'Whole', 2, 1000 from orders`);
  await client.query('vacuum analyze');
  console.log(`seeded ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);

  const cases: [string, () => Promise<unknown>][] = [
    ['newest first, page 1', () => listOrders(database.db, AdminOrderQuery.parse({}))],
    ['status Payment Submitted, page 1', () => listOrders(database.db, AdminOrderQuery.parse({ status: 'Payment Submitted' }))],
    ['newest first, page 400 (the cap)', () => listOrders(database.db, AdminOrderQuery.parse({ page: 400 }))],
    ['one service day + outlet + slot', () => listOrders(database.db, AdminOrderQuery.parse({ date: '2026-10-15', outletId: 2, slot: '12:00 - 13:00' }))],
    ['search by email fragment', () => listOrders(database.db, AdminOrderQuery.parse({ q: 'buyer77777@' }))],
    ['search by order id prefix', () => listOrders(database.db, AdminOrderQuery.parse({ q: 'abcd1234' }))],
    ["a day's slots with items", () => ordersOfDay(database.db, '2026-10-15', 'Asia/Kuala_Lumpur', new Date())],
  ];
  console.log('| query | p50 ms | p95 ms |\n| --- | ---: | ---: |');
  for (const [label, run] of cases) {
    await run();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await run();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`| ${label} | ${at(0.5)} | ${at(0.95)} |`);
  }
  await client.end();
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
