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
import { productionSheet } from '../apps/server/src/modules/admin/production-sheet.ts';
import { salesDashboard } from '../apps/server/src/modules/admin/sales-dashboard.ts';

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
  await client.query(
    `insert into users (email, name, password_hash) select 'shopper' || i || '@example.com', 'Shopper ' || i, 'x' from generate_series(1, 5000) i`,
  );
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
  // Two lines an order from twelve products of four kinds, so the sheet and the top lists have real groups to sum.
  await client.query(`insert into products (slug, name, description, price_cents, category, sub_category)
    select 'bench-' || i, 'Product ' || i, '', 1000 + i * 50, (array['Bakery','Men','Women','Kids'])[1 + i % 4], 'Type ' || (i % 3) from generate_series(1, 12) i`);
  await client.query(`with p as (select id, name, price_cents, row_number() over (order by slug) as n from products)
    insert into order_items (order_id, product_id, name, image, feature, quantity, unit_cents)
    select o.id, p.id, p.name, '[]', (array['Whole','Half','S','M'])[1 + (k + o.n) % 4], 1 + (o.n % 3)::int, p.price_cents
    from (select id, row_number() over () as n from orders) o cross join generate_series(0, 1) k join p on p.n = 1 + (o.n * 7 + k * 5) % 12`);
  await client.query('vacuum analyze');
  console.log(`seeded ${ORDERS} orders in ${Math.round(performance.now() - started)} ms`);

  const clock = { date: '2026-10-15', hour: 13 };
  const list = (query: AdminOrderQuery) => listOrders(database.db, AdminOrderQuery.parse(query), clock);
  const zone = 'Asia/Kuala_Lumpur';
  const now = new Date('2026-10-15T05:00:00Z');
  const cases: [string, () => Promise<unknown>][] = [
    ['newest first, page 1', () => list({})],
    ['status Payment Submitted, page 1', () => list({ status: 'Payment Submitted' })],
    ['newest first, page 400 (the cap)', () => list({ page: 400 })],
    ['one service day + outlet + slot', () => list({ date: '2026-10-15', outletId: 2, slot: '12:00 - 13:00' })],
    ['one service day by slot, next slot first (the desk opening)', () => list({ date: '2026-10-15', sort: 'slot' })],
    ['search by email fragment', () => list({ q: 'buyer77777@' })],
    ['search by order id prefix', () => list({ q: 'abcd1234' })],
    ["a day's slots with items", () => ordersOfDay(database.db, '2026-10-15', zone, now)],
    [
      'production sheet, one day, all outlets',
      () => productionSheet(database.db, { date: '2026-10-16', location: 'all', timeZone: zone, now }),
    ],
    [
      'production sheet, one day, one outlet',
      () => productionSheet(database.db, { date: '2026-10-16', location: 3, timeZone: zone, now }),
    ],
    ['sales dashboard, last 30 days', () => salesDashboard(database.db, { timeZone: zone, now })],
    [
      'sales dashboard, 90 days',
      () => salesDashboard(database.db, { from: '2026-09-01', to: '2026-11-29', timeZone: zone, now }),
    ],
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
