import { useTranslations } from 'next-intl';

/**
 * An error code as text in the page's language (server codes and the schemas' field codes alike, from
 * newsletter.errors); a code without a text of its own reads as the server error.
 */
export function useErrorText(): (code: string | undefined) => string | undefined {
  const t = useTranslations('newsletter.errors');
  return (code) => {
    if (!code) return undefined;
    const key = code as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : t('server');
  };
}
