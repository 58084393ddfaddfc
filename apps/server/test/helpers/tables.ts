// Every module's tables, for tests that set up or check rows directly (src/ reaches a table only
// through its module's queries files).
export * from '../../src/modules/auth/schema.ts';
export * from '../../src/modules/cart/schema.ts';
export * from '../../src/modules/invoice/schema.ts';
export * from '../../src/modules/news/schema.ts';
export * from '../../src/modules/newsletter/schema.ts';
export * from '../../src/modules/order/schema.ts';
export * from '../../src/modules/outlet/schema.ts';
export * from '../../src/modules/payment/schema.ts';
export * from '../../src/modules/product/schema.ts';
export * from '../../src/modules/promo/schema.ts';
export * from '../../src/modules/search-insight/schema.ts';
export * from '../../src/modules/season/schema.ts';
export * from '../../src/modules/settings/schema.ts';
export * from '../../src/modules/shipping/schema.ts';
export * from '../../src/modules/slider/schema.ts';
export * from '../../src/lib/rate-limit-schema.ts';
