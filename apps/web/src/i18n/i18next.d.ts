import 'i18next';
import type enUS from './en-US.json';

// en-US is the source catalogue: every `t('…')` key is checked against it at compile time.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
