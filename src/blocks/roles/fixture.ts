import type { JsonValue } from '@/lib/content/types';
import type { BlockFixture } from '../types';

export const roleLists: { techRoles: JsonValue; nonTechRoles: JsonValue } = {
  techRoles: {
    heading: 'Tech roles',
    roles: [
      { title: 'Backend engineering', text: 'Registry connections, the pricing API and DNS, in Go and PostgreSQL.' },
      { title: 'Frontend engineering', text: 'The control panel and this website: React, TypeScript, accessibility.' },
      { title: 'Site reliability', text: 'Kubernetes, observability and 24/7 incident response.' },
      { title: 'Security', text: 'ISO 27001 controls, NIS2 readiness and abuse tooling.' },
    ],
  },
  nonTechRoles: {
    heading: 'Non-tech roles',
    roles: [
      { title: 'Customer support', text: 'Help resellers in six languages, by chat, email and phone.' },
      { title: 'Sales', text: 'Grow relationships with hosters and agencies.' },
      'Marketing',
      { title: 'Compliance', text: 'Legal requests, ICANN rules and the GDPR.' },
    ],
  },
};

export const rolesFixtures: BlockFixture[] = [
  {
    title: 'Tech / non-tech roles tabs (techRoles default, whatever order the CMS sends)',
    attributes: { heading: { title: 'Roles we hire for', tag: 'h2' }, nonTechRoles: roleLists.nonTechRoles, techRoles: roleLists.techRoles },
  },
];
