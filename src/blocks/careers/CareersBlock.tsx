import { BlockTitle } from '@/components/blocks/BlockTitle';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { RichText } from '@/components/ui/RichText';
import { Section } from '@/components/ui/Section';
import { departmentNames } from '@/lib/company/careers';
import { recruitingWidgetConfig, type RecruitingWidgetConfig } from '@/lib/company/config';
import { dynamicData } from '@/lib/dynamic-data';
import { messageLocaleByLocale } from '@/i18n/locales';
import { translateEntries } from '@/lib/translation/content';
import type { BlockProps } from '../types';
import { Careers } from './Careers.lazy';
import type { CareersAttributes } from './schema';

function widgetConfig(pageUri: string): RecruitingWidgetConfig | null {
  try {
    return recruitingWidgetConfig();
  } catch (error) {
    console.error(`[careers] ${(error as Error).message}; page ${pageUri} lists the embedded vacancies`);
    return null;
  }
}

/** Careers: department filter, and the recruiting widget (when configured) or the embedded vacancies. */
export async function CareersBlock({ attributes, context }: BlockProps<CareersAttributes>) {
  const { heading, subHeading, anchor, className } = attributes;
  const data = dynamicData();
  // Dynamic data is written in English: departments and vacancies in the page's language through the
  // translation service (the shipped translations; the same name gives the same department, so the
  // filter still matches the vacancies).
  const target = messageLocaleByLocale[context.locale];
  const careers = attributes.careers ?? data.careers;
  const [localCareers, localVacancies] =
    target === 'en' ? [careers, data.vacancies] : await Promise.all([translateEntries(careers, target), translateEntries(data.vacancies, target)]);
  const departments = departmentNames(localCareers);
  const widget = widgetConfig(context.pageUri);
  const language = attributes.lang || (context.locale === 'hi' ? 'en' : context.locale);
  return (
    <Section id={anchor || 'careers'} className={`py-12 ${className}`}>
      <BlockTitle heading={heading} subHeading={subHeading} subClassName="mb-6 text-lg" />
      <IslandMessages locale={context.locale} namespaces={['marketingSocial.careers']}>
        <Careers
          departments={departments}
          language={language}
          groupByDepartment={attributes.groupByDepartment}
          widget={widget}
          nonce={context.nonce}
          vacancies={widget ? [] : localVacancies.map((vacancy) => ({ ...vacancy, details: <RichText html={vacancy.description} /> }))}
        />
      </IslandMessages>
    </Section>
  );
}
