'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { MapPin } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { filterVacancies, groupByDepartment, recruitingWidgetOptions, vacancyPlace, type Vacancy } from '@/lib/company/careers';
import { loadScriptOnce, mountRecruitingWidget, whenPageLoaded } from './recruiting-widget';
import { DialogCloseButton } from '@/components/ui/DialogCloseButton';

export type EmbeddedVacancy = Vacancy & { details: ReactNode };

/**
 * Careers: a department filter — none (all) or one
 * name — as buttons on wider screens and a dropdown with an all-vacancies option on phones.
 *  - widget configured: its script loads after the page is interactive and loaded; the widget is
 *    re-created whenever the filter changes; a load failure is only logged ('Script failed to load').
 *  - embedded default: the vacancies from content, filtered and grouped by department the same
 *    way; details open in a popup (the widget's popup detail mode).
 */
export function Careers({
  departments,
  language,
  groupByDepartment: grouped,
  widget,
  vacancies,
  nonce,
}: {
  departments: string[];
  language: string;
  groupByDepartment: boolean;
  widget: { scriptUrl: string; companyId: string } | null;
  vacancies: EmbeddedVacancy[];
  nonce: string;
}) {
  const t = useTranslations('marketingSocial.careers');
  const [department, setDepartment] = useState('');
  const selectId = useId();
  const containerId = `careers-widget-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;

  const filterControls = (
    <>
      <div className="hidden flex-wrap gap-2 md:flex" role="group" aria-label={t('filter')}>
        {['', ...departments].map((name) => (
          <button
            key={name || 'all'}
            type="button"
            aria-pressed={department === name}
            onClick={() => setDepartment(name)}
            className={`rounded-full border-2 px-4 py-1.5 text-sm font-semibold ${department === name ? 'border-brand bg-brand text-white' : 'border-slate-300 bg-white text-ink hover:border-brand'}`}
          >
            {name || t('all')}
          </button>
        ))}
      </div>
      <div className="md:hidden">
        <label htmlFor={selectId} className="mb-1 block text-sm font-semibold">
          {t('filter')}
        </label>
        <select id={selectId} value={department} onChange={(event) => setDepartment(event.target.value)} className="w-full rounded-md border border-slate-300 bg-white px-3">
          <option value="">{t('allVacancies')}</option>
          {departments.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );

  return (
    <div data-careers-mode={widget ? 'widget' : 'embedded'} data-department={department}>
      {departments.length ? <div className="mb-6">{filterControls}</div> : null}
      {widget ? (
        <RecruitingWidget containerId={containerId} widget={widget} language={language} department={department} grouped={grouped} nonce={nonce} loadingLabel={t('loading')} />
      ) : (
        <EmbeddedVacancies vacancies={vacancies} departments={departments} department={department} grouped={grouped} />
      )}
    </div>
  );
}

function RecruitingWidget({
  containerId,
  widget,
  language,
  department,
  grouped,
  nonce,
  loadingLabel,
}: {
  containerId: string;
  widget: { scriptUrl: string; companyId: string };
  language: string;
  department: string;
  grouped: boolean;
  nonce: string;
  loadingLabel: string;
}) {
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    whenPageLoaded()
      .then(() => loadScriptOnce(widget.scriptUrl, nonce))
      .then(() => {
        if (cancelled || !element.current) return;
        mountRecruitingWidget(element.current, recruitingWidgetOptions(widget.companyId, language, department, grouped));
        setState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        // Logged only: the section stays quiet.
        console.error(error instanceof Error ? error.message : `Script failed to load: ${widget.scriptUrl}`);
        setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [widget.scriptUrl, widget.companyId, language, department, grouped, nonce]);

  return (
    <div aria-busy={state === 'loading'} data-widget-state={state}>
      {state === 'loading' ? <p className="text-slate-600">{loadingLabel}</p> : null}
      <div id={containerId} ref={element} />
    </div>
  );
}

function EmbeddedVacancies({
  vacancies,
  departments,
  department,
  grouped,
}: {
  vacancies: EmbeddedVacancy[];
  departments: string[];
  department: string;
  grouped: boolean;
}) {
  const t = useTranslations('marketingSocial.careers');
  const shown = useMemo(() => filterVacancies(vacancies, department) as EmbeddedVacancy[], [vacancies, department]);
  const groups = grouped ? groupByDepartment(shown, departments) : [{ department: '', vacancies: shown }];
  return (
    <>
      <p role="status" className="mb-4 text-sm font-semibold text-slate-700">
        {shown.length ? t('count', { count: shown.length }) : t('none')}
      </p>
      {groups.map((group) => (
        <div key={group.department || 'all'} className="mb-8">
          {group.department ? <h3 className="mb-3 text-xl">{group.department}</h3> : null}
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {(group.vacancies as EmbeddedVacancy[]).map((vacancy) => (
              <li key={vacancy.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold text-heading">{vacancy.title}</p>
                  <p className="flex items-center gap-1 text-sm text-slate-600">
                    <MapPin aria-hidden="true" className="size-4" />
                    {vacancyPlace(vacancy)}
                  </p>
                </div>
                <VacancyDetails vacancy={vacancy} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function VacancyDetails({ vacancy }: { vacancy: EmbeddedVacancy }) {
  const t = useTranslations('marketingSocial.careers');
  return (
    <Dialog.Root>
      <Dialog.Trigger className="rounded-md border-2 border-brand px-4 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white">
        {t('details')}
        <span className="sr-only">: {vacancy.title}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,640px)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-2xl">
          <Dialog.Title className="pr-10 text-2xl font-bold text-heading">{vacancy.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {[vacancy.department, vacancyPlace(vacancy)].filter(Boolean).join(' · ')}
          </Dialog.Description>
          <div className="mt-4">{vacancy.details}</div>
          {vacancy.applyUrl ? (
            <a href={vacancy.applyUrl} className="mt-6 inline-flex rounded-md bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark">
              {t('apply')}
            </a>
          ) : null}
          <DialogCloseButton label={t('close')} className="absolute top-3 right-3 rounded-full text-ink hover:bg-muted" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
