// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import en from '../../../messages/en/webSecTool.json';
import nl from '../../../messages/nl/webSecTool.json';
import { renderIsland } from '@/test/render-island';
import type { ScanReport } from '@/lib/scanner/flow';
import { webSecToolMessages } from './messages';
import { ResultTables } from './ResultTables';

const item = (success: boolean, name: string) => ({ success, reason: success ? 'ok' : 'missing', explanation: `${name} found`, fix: success ? null : `${name} fix` });
const report: ScanReport = {
  host: 'a.example',
  availability: { host: 'a.example', ipv4: ['192.0.2.1'], ipv6: [] },
  domain: { ipv6: item(false, 'ipv6'), dnssec: item(true, 'dnssec'), dane: item(false, 'dane') },
  connection: null,
  email: { spf: item(true, 'spf'), dkim: item(false, 'dkim'), dmarc: item(true, 'dmarc') },
  scores: { domainSec: 50, connSec: 0, secOptions: 0, emailSec: 70, overall: 31 },
};

describe('result tables', () => {
  it('in English show the server finding and fix for every check, and "not checked" for a failed call', () => {
    renderIsland(<ResultTables report={report} />, { namespaces: webSecToolMessages });
    const ipv6 = screen.getByRole('row', { name: /^IPv6/ });
    expect(within(ipv6).getByText('Failed')).toBeInTheDocument();
    expect(within(ipv6).getByText('ipv6 found')).toBeInTheDocument();
    expect(within(ipv6).getByText('ipv6 fix')).toBeInTheDocument();
    expect(screen.getAllByText(en.report.notChecked)).toHaveLength(10);
    expect(screen.getAllByRole('table').map((table) => within(table).getAllByRole('row').length - 1)).toEqual([3, 6, 4, 3]);
  });

  it('in Dutch show the Dutch explanation and the finding as technical detail', () => {
    renderIsland(<ResultTables report={report} />, { locale: 'nl', namespaces: webSecToolMessages });
    const dnssec = screen.getByRole('row', { name: /^DNSSEC/ });
    expect(within(dnssec).getByText('Geslaagd')).toBeInTheDocument();
    expect(within(dnssec).getByText(nl.report.checkTexts.dnssec.pass)).toBeInTheDocument();
    expect(within(dnssec).getByText('dnssec found')).toHaveAttribute('lang', 'en');
    const dkim = screen.getByRole('row', { name: /^DKIM/ });
    expect(within(dkim).getByText(nl.report.checkTexts.dkim.fail)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Domeinbeveiliging' })).toBeInTheDocument();
  });
});
