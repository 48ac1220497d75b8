import { groupItems } from '@/lib/scanner/flow';
import { CONNECTION_CHECKS, DOMAIN_CHECKS, EMAIL_CHECKS, OPTION_CHECKS, type CheckName } from '@/lib/scanner/scoring';
import type { CheckItem } from '@/lib/scanner/types';
import type { ScanReport } from '@/lib/scanner/flow';
import type { WebSecLabels } from './labels';

function Table({ caption, rows, labels }: { caption: string; rows: Array<[CheckName, CheckItem | null]>; labels: WebSecLabels['report'] }) {
  return (
    <table className="w-full border-collapse text-left text-sm" data-group={caption}>
      <caption className="mb-2 text-left text-lg font-bold text-heading">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300">
          <th scope="col" className="w-1/4 py-2 pr-3">{labels.check}</th>
          <th scope="col" className="w-1/6 py-2 pr-3">{labels.result}</th>
          <th scope="col" className="py-2">{labels.details}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, item]) => (
          <tr key={name} className="border-b border-slate-200 align-top" data-check={name} data-success={item ? String(item.success) : 'not-checked'}>
            <th scope="row" className="py-2 pr-3 font-semibold">{labels.checks[name]}</th>
            <td className="py-2 pr-3">
              {/* A check that never ran is neither passed nor failed: 'Not checked', the mail's word too. */}
              <span className={`inline-block rounded px-2 py-0.5 font-semibold ${!item ? 'bg-slate-200 text-slate-800' : item.success ? 'bg-success text-white' : 'bg-danger text-white'}`}>
                {!item ? labels.notChecked : item.success ? labels.passed : labels.failed}
              </span>
            </td>
            <td className="py-2">
              {!item ? (
                <p>{labels.notCheckedDetail}</p>
              ) : labels.localizedTexts ? (
                // Languages other than English: the catalogue's text, then the server's finding as detail.
                <>
                  <p>{item.success ? labels.checkTexts[name].pass : labels.checkTexts[name].fail}</p>
                  <p className="mt-1 text-slate-700">
                    <span className="font-semibold">{labels.technical}</span> <span lang="en">{item.explanation}</span>
                  </p>
                </>
              ) : (
                <>
                  <p>{item.explanation}</p>
                  {item.fix ? (
                    <p className="mt-1">
                      <strong>{labels.fix}</strong> {item.fix}
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
export function ResultTables({ report, labels, groups }: { report: ScanReport; labels: WebSecLabels['report']; groups: WebSecLabels['scores']['groups'] }) {
  return (
    <div className="flex flex-col gap-8">
      <Table caption={groups.domainSec} rows={groupItems(DOMAIN_CHECKS, report.domain)} labels={labels} />
      <Table caption={groups.connSec} rows={groupItems(CONNECTION_CHECKS, report.connection)} labels={labels} />
      <Table caption={groups.secOptions} rows={groupItems(OPTION_CHECKS, report.connection)} labels={labels} />
      <Table caption={groups.emailSec} rows={groupItems(EMAIL_CHECKS, report.email)} labels={labels} />
    </div>
  );
}
