import { createTranslator } from 'next-intl';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';

/**
 * Test double for 'next-intl/server' (which needs the Next request context): `getTranslations`
 * answers from the real message catalogues, so component tests see the real labels.
 * Use: vi.mock('next-intl/server', () => import('@/test/next-intl-server-double'));
 */
export async function getTranslations({ locale, namespace }: { locale: Locale; namespace?: string }) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace: namespace as never });
}
