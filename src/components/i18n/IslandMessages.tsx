import type { ReactNode } from 'react';
import { htmlLangByLocale, type Locale } from '@/i18n/locales';
import { islandMessages, type MessageNamespace } from '@/i18n/island-messages';
import { MessagesProvider } from './MessagesProvider.lazy';

/**
 * Gives the islands inside it the messages of `namespaces` (and only those) through next-intl's own
 * client provider: an island reads them with `useTranslations(namespace)` instead of label props.
 * Formatting (plurals, numbers) follows the page's language tag ('en-IN' on /hi, which reads English).
 */
export function IslandMessages({ locale, namespaces, children }: { locale: Locale; namespaces: readonly MessageNamespace[]; children: ReactNode }) {
  return (
    <MessagesProvider locale={htmlLangByLocale[locale]} messages={islandMessages(locale, namespaces)} timeZone="UTC" formats={null}>
      {children}
    </MessagesProvider>
  );
}
