import { localizedPath, type Locale } from '@/i18n/locales';
import type { MenuItem } from '@/lib/content/types';
import type { NavGroup, NavLink } from './nav-types';

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A menu uri as a link of the locale: site paths get the locale prefix, absolute URLs stay. */
export function menuHref(uri: string, locale: Locale): NavLink['href'] {
  if (ABSOLUTE.test(uri)) return uri;
  const [path = '', hash] = uri.split('#');
  const localized = localizedPath(path.replace(/\/+$/, '') || '/', locale);
  return hash ? `${localized}#${hash}` : localized;
}

/**
 * Content-system menu tree -> navigation groups: every top-level item is a group, its children the
 * links (a top-level item with a uri and no children becomes a group of one link). Empty groups drop.
 */
export function navGroupsFromMenu(items: readonly MenuItem[], locale: Locale): NavGroup[] {
  return items
    .map((item) => {
      const children = item.children.length > 0 ? item.children : item.uri ? [item] : [];
      const links = children
        .filter((child): child is MenuItem & { uri: string } => Boolean(child.uri && child.label))
        .map((child) => ({ label: child.label, href: menuHref(child.uri, locale), external: ABSOLUTE.test(child.uri) }));
      return { label: item.label, links };
    })
    .filter((group) => group.label && group.links.length > 0);
}
