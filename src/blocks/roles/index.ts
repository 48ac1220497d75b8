import { defineBlock } from '../define';
import { rolesFixtures } from './fixture';
import { Roles } from './Roles';
import { rolesSchema } from './schema';

export const rolesBlock = defineBlock({
  name: 'acf/roles',
  title: 'Tech / non-tech roles',
  schema: rolesSchema,
  Component: Roles,
  island: 'RolesTabs',
  fixtures: rolesFixtures,
});
