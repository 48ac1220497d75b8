import { getTranslations } from 'next-intl/server';
import { BlockTitle } from '@/components/blocks/BlockTitle';
import { CARD_HEIGHT_CLASS } from '@/components/blocks/social/card-height';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { stripHtml } from '@/lib/html/sanitize';
import { cardHeightForPath } from '@/lib/company/cards';
import { defaultRoleTab } from '@/lib/company/roles';
import type { BlockProps } from '../types';
import { RolesTabs } from './RolesTabs.lazy';
import type { Role, RolesAttributes } from './schema';

function RoleCard({ role, heightClass }: { role: Role; heightClass: string }) {
  return (
    <li className={`flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm ${heightClass}`}>
      <h3 className="text-lg">
        {role.link ? (
          <a href={role.link} className="text-heading underline-offset-4 hover:underline">
            {role.title}
          </a>
        ) : (
          role.title
        )}
      </h3>
      {role.text ? <RichText html={role.text} className="mt-2 text-sm text-ink" /> : null}
    </li>
  );
}

/** Tech / non-tech roles in tabs (techRoles default); cards follow the card height rule of the page. */
export async function Roles({ attributes, context }: BlockProps<RolesAttributes>) {
  const { tabs, heading, subHeading, anchor, className } = attributes;
  const defaultTab = defaultRoleTab(tabs);
  if (!defaultTab) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'marketingSocial.roles' });
  const heightClass = CARD_HEIGHT_CLASS[cardHeightForPath(context.path)];
  return (
    <Section id={anchor} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" />
      <RolesTabs
        label={heading?.title ? stripHtml(heading.title) : t('label')}
        defaultTab={defaultTab}
        tabs={tabs.map((tab) => ({
          key: tab.key,
          heading: tab.heading,
          panel: (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-roles={tab.key}>
              {tab.roles.map((role, index) => (
                <RoleCard key={index} role={role} heightClass={heightClass} />
              ))}
            </ul>
          ),
        }))}
      />
    </Section>
  );
}
