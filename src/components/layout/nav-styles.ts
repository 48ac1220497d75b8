/**
 * Classes of the header's menu triggers, shared by the Radix menus (MainNav.client.tsx,
 * LanguageSwitcher.client.tsx) and the server-rendered stand-ins shown until they load
 * (HeaderMenus.client.tsx), so the swap is invisible.
 */
export const MAIN_NAV_TRIGGER_CLASS =
  'group inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-[15px] font-semibold text-ink hover:bg-muted hover:text-brand focus-visible:outline-2 focus-visible:outline-brand data-[state=open]:text-brand';
export const LANGUAGE_TRIGGER_CLASS =
  'group inline-flex min-h-11 items-center gap-1.5 rounded-md px-2.5 text-sm font-semibold text-ink hover:bg-muted focus-visible:outline-2 focus-visible:outline-brand';
export const CHEVRON_CLASS = 'size-4 transition-transform group-data-[state=open]:rotate-180';
