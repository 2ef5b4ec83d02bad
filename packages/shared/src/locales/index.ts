export * from './site-locales.ts';
export * from './values.ts';
