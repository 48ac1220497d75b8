import { z } from 'zod';
import { sortRoleTabs } from '@/lib/company/roles';
import { headingSchema, text, titledAttributes, titledBlock } from '@/components/blocks/attributes';
import { safeLinkUrl } from '@/components/blocks/social/schema';

/** A role: a string, or {title|name|heading, text|description, link|url}. */
const roleSchema = z
  .union([
    z.string().transform((title) => ({ title: title.trim(), text: '', link: '' })),
    z
      .object({ title: text, name: text, heading: z.union([headingSchema, z.null()]).optional(), text: text, description: text, link: z.union([text, z.object({ url: text }).loose().transform((l) => l.url)]).optional(), url: text })
      .loose()
      .transform((role) => ({ title: (role.title || role.name || role.heading?.title || '').trim(), text: role.text || role.description, link: safeLinkUrl(role.link || role.url) })),
  ])
  .transform((role) => role);
export type Role = z.output<typeof roleSchema>;

const roleListSchema = z
  .object({ heading: z.union([headingSchema, z.null()]).optional(), roles: z.array(roleSchema).nullish(), items: z.array(roleSchema).nullish() })
  .loose()
  .nullish()
  .transform((list) => (list ? { heading: list.heading?.title ?? '', roles: (list.roles ?? list.items ?? []).filter((role) => role.title) } : null));

/** Tech / non-tech roles: tabs in a fixed order, techRoles first and default. */
export const rolesSchema = z
  .object({
    ...titledAttributes,
    techRoles: roleListSchema.optional(),
    nonTechRoles: roleListSchema.optional(),
  })
  .transform((value) => ({
    ...titledBlock(value),
    tabs: sortRoleTabs({ techRoles: value.techRoles, nonTechRoles: value.nonTechRoles }),
  }));
export type RolesAttributes = z.output<typeof rolesSchema>;
