export * from './accounts.ts';
export * from './admin.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './mail.ts';
export * from './orders.ts';
export * from './payments.ts';
export * from './promo.ts';
