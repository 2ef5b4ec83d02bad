export * from './negotiate.ts';
export * from './page-addresses.ts';
export * from './page-texts.ts';
export * from './site-locales.ts';
export * from './translation-report.ts';
export * from './values.ts';
