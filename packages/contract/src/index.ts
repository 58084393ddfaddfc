export * from './common.ts';
export * from './products.ts';
export * from './newsletter.ts';
export * from './settings.ts';
export * from './news.ts';
export * from './outlets.ts';
export * from './hours.ts';
export * from './cart.ts';
