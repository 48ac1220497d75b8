/** Header/footer navigation as the layout islands receive it: plain, already localised links. */
export interface NavLink {
  label: string;
  href: string;
  /** True when href points outside the site (opens as a normal link, marked for screen readers). */
  external?: boolean;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

export interface LanguageOption {
  locale: string;
  label: string;
  /** BCP 47 tag for hreflang/lang. */
  lang: string;
  /** Short code shown in the compact switcher ('EN', 'ES'). */
  short: string;
}

/** The id of the phone menu's drawer (the menu button's aria-controls while it is open). */
export const MOBILE_MENU_ID = 'mobile-menu';
