import 'i18next';
import type { WEB_RESOURCES } from './lib/i18n.ts';

// Typed keys: a misspelt or missing key fails the typecheck, not the user.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: (typeof WEB_RESOURCES)['en'];
  }
}
