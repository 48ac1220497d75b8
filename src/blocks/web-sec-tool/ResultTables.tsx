import { groupItems } from '@/lib/scanner/flow';
import { CONNECTION_CHECKS, DOMAIN_CHECKS, EMAIL_CHECKS, OPTION_CHECKS, type CheckName } from '@/lib/scanner/scoring';
import type { CheckItem } from '@/lib/scanner/types';
import type { ScanReport } from '@/lib/scanner/flow';
import { useMessages, useTranslations } from 'next-intl';

function Table({ caption, rows }: { caption: string; rows: Array<[CheckName, CheckItem | null]> }) {
  const t = useTranslations('webSecTool.report');
  // Languages other than English explain each check in their own words (the server's finding is English).
  const localizedTexts = useMessages().webSecTool.report.localizedTexts === true;
  return (
    <table className="w-full border-collapse text-left text-sm" data-group={caption}>
      <caption className="mb-2 text-left text-lg font-bold text-heading">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="w-1/4 py-2 pr-3">{t('check')}</th>
          <th scope="col" className="w-1/6 py-2 pr-3">{t('result')}</th>
          <th scope="col" className="py-2">{t('details')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, item]) => (
          <tr key={name} className="border-b border-slate-200 align-top" data-check={name} data-success={item ? String(item.success) : 'not-checked'}>
            <th scope="row" className="py-2 pr-3 font-semibold">{t(`checks.${name}`)}</th>
            <td className="py-2 pr-3">
              {/* A check that never ran is neither passed nor failed: 'Not checked', the mail's word too. */}
              <span className={`inline-block rounded px-2 py-0.5 font-semibold ${!item ? 'bg-slate-200 text-slate-800' : item.success ? 'bg-success text-white' : 'bg-danger text-white'}`}>
                {!item ? t('notChecked') : item.success ? t('passed') : t('failed')}
              </span>
            </td>
            <td className="py-2">
              {!item ? (
                <p>{t('notCheckedDetail')}</p>
              ) : localizedTexts ? (
                // Languages other than English: the catalogue's text, then the server's finding as detail.
                <>
                  <p>{t(`checkTexts.${name}.${item.success ? 'pass' : 'fail'}`)}</p>
                  <p className="mt-1 text-slate-700">
                    <span className="font-semibold">{t('technical')}</span> <span lang="en">{item.explanation}</span>
                  </p>
                </>
              ) : (
                <>
                  <p>{item.explanation}</p>
                  {item.fix ? (
                    <p className="mt-1">
                      <strong>{t('fix')}</strong> {item.fix}
                    </p>
                  ) : null}
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The four result tables: each check's verdict, what was found and how to fix it. */
export function ResultTables({ report }: { report: ScanReport }) {
  const t = useTranslations('webSecTool.scores.groups');
  return (
    <div className="flex flex-col gap-8">
      <Table caption={t('domainSec')} rows={groupItems(DOMAIN_CHECKS, report.domain)} />
      <Table caption={t('connSec')} rows={groupItems(CONNECTION_CHECKS, report.connection)} />
      <Table caption={t('secOptions')} rows={groupItems(OPTION_CHECKS, report.connection)} />
      <Table caption={t('emailSec')} rows={groupItems(EMAIL_CHECKS, report.email)} />
    </div>
  );
}
