import 'i18next';
import type { Catalogue } from './catalogue.ts';

// en-US is the source catalogue: every `t('…')` key is checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
  }
}
