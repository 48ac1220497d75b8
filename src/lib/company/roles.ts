/**
 * Tech / non-tech roles tabs: two lists,
 * techRoles and nonTechRoles, each with a heading; techRoles is the default tab.
 *
 * Tab order (chosen reading, the spec names the default only): techRoles first, nonTechRoles
 * second, always in that order whatever order the CMS sends; a list without roles gets no tab, and
 * the default is techRoles when it has roles, else the first tab left.
 */
export const ROLE_TABS = ['techRoles', 'nonTechRoles'] as const;
export type RoleTabKey = (typeof ROLE_TABS)[number];

export interface RoleList<R> {
  key: RoleTabKey;
  heading: string;
  roles: R[];
}

export function sortRoleTabs<R>(lists: Partial<Record<RoleTabKey, { heading: string; roles: R[] } | null | undefined>>): RoleList<R>[] {
  return ROLE_TABS.flatMap((key) => {
    const list = lists[key];
    return list && list.roles.length > 0 ? [{ key, heading: list.heading, roles: list.roles }] : [];
  });
}

export function defaultRoleTab<R>(tabs: readonly RoleList<R>[]): RoleTabKey | null {
  return tabs.find((tab) => tab.key === 'techRoles')?.key ?? tabs[0]?.key ?? null;
}
