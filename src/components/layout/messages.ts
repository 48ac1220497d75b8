/** The phone menu's messages (common.json): the menu button, and the drawer it opens. */
export const mobileMenuMessages = ['common.nav.menu', 'common.nav.signIn', 'common.nav.signUp', 'common.labels.close', 'common.language.label', 'common.currency.label'] as const;
