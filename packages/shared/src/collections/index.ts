export * from './fields.ts';
export * from './values.ts';
