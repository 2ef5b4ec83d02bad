export * from './catalogue.ts';
export * from './guards.ts';
export * from './rules.ts';
export * from './schema.ts';
