import type { Messages } from './messages';

/**
 * next-intl's keys and namespaces are typed from the English catalogue: `useTranslations('x')` and
 * `t('key')` with a key that messages/en does not have fail to compile. (The locale stays a string:
 * islands format with the page's language tag, e.g. 'en-IN'.)
 */
declare module 'next-intl' {
  interface AppConfig {
    Messages: Messages;
  }
}
