export * from './rules/dates.ts';
export * from './rules/money.ts';
export * from './rules/pricing.ts';
export * from './rules/text.ts';
export * from './schemas/catalog.ts';
export * from './schemas/common.ts';
export * from './site.ts';
