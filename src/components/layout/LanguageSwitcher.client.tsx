'use client';

import { usePathname } from 'next/navigation';
import { localizedPath, splitLocalePath, type Locale } from '@/i18n/locales';

/** Links to the same page in every other language (the content source falls back to English). */
export function LanguageSwitcher({
  current,
  options,
  label,
}: {
  current: Locale;
  options: ReadonlyArray<{ locale: Locale; label: string; lang: string }>;
  label: string;
}) {
  const pathname = usePathname() ?? '/';
  const [, path] = splitLocalePath(pathname);
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center gap-1 text-sm">
        {options.map((option) => (
          <li key={option.locale}>
            <a
              href={localizedPath(path, option.locale)}
              hrefLang={option.lang}
              lang={option.lang}
              aria-current={option.locale === current ? 'true' : undefined}
              className={`rounded px-2 py-1 ${option.locale === current ? 'bg-brand text-white' : 'text-brand-dark hover:bg-muted'}`}
            >
              {option.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
