'use client';

/** next-intl's client provider, as the code-split entry below loads it (MessagesProvider.lazy.tsx). */
export { NextIntlClientProvider as MessagesProvider } from 'next-intl';
