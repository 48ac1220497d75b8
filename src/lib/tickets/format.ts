import type { TicketType } from '@/lib/forms';

/** Labels used in the ticket body the desk receives (English: the support team's language). */
const LABELS: Record<string, string> = {
  dpd_orgName: 'Organisation name',
  dpd_name: 'Name',
  dpd_email: 'Email',
  dpd_statementAttach: 'Statement',
  dpd_domainName: 'Domain name(s)',
  dpd_requestedData: 'Requested data',
  dpd_legalBasis: 'Legal basis',
  dpd_briefDesc: 'Brief description',
  dpd_refrenceToLaw: 'Reference to law',
  dpd_relevantDocs: 'Relevant documents',
  dpd_supportingDocsAttach: 'Supporting documents',
  dpd_declare1: 'Declaration 1',
  dpd_declare2: 'Declaration 2',
  dpd_declare3: 'Declaration 3',
  dpd_declare4: 'Declaration 4',
  do_name: 'Name',
  do_email: 'Email',
  do_domainName: 'Domain name(s)',
  do_hostingProvider: 'Hosting provider',
  do_invoiceHostingProviderAttach: 'Hosting provider invoice',
  do_iAmOwner: 'I am the owner of the domain(s)',
  do_hostingDate: 'Hosting date',
  do_question: 'Question',
  do_idCardAttach: 'ID card',
  do_invoiceAttach: 'Invoice',
  do_nlOwnerAttach: '.nl ownership proof',
  do_indiaAttach: 'India documents',
  do_supportingDocsAttach: 'Supporting documents',
  ab_name: 'Name',
  ab_email: 'Email',
  ab_target: 'Reported URL or domain',
  ab_category: 'Kind of abuse',
  ab_description: 'Description',
  ab_evidenceAttach: 'Evidence',
};

export const TICKET_TAGS: Record<TicketType, string[]> = {
  'disclosure-data': ['website_form', 'disclosure_data'],
  'domain-owner': ['website_form', 'domain_owner'],
  abuse: ['website_form', 'dns_abuse'],
};

const SUBJECT_PREFIX: Record<TicketType, string> = {
  'disclosure-data': 'Data disclosure request',
  'domain-owner': 'Domain owner verification',
  abuse: 'DNS abuse report',
};

export function ticketSubject(type: TicketType, domainName: string): string {
  const domain = domainName.replace(/\s+/g, ' ').trim();
  const subject = `${SUBJECT_PREFIX[type]}: ${domain}`;
  return subject.length > 150 ? `${subject.slice(0, 149)}…` : subject;
}

export interface BodyFile {
  field: string;
  name: string;
  size: number;
}

/** Plain-text comment body: one "Label: value" block per field, then the attachments. */
export function ticketBody(reference: string, values: Record<string, unknown>, files: BodyFile[]): string {
  const lines: string[] = [`Website request ${reference}`, ''];
  for (const [field, value] of Object.entries(values)) {
    if (field.endsWith('Attach') || field === 'do_uploads') continue;
    const label = LABELS[field] ?? field;
    if (typeof value === 'boolean') lines.push(`${label}: ${value ? 'yes' : 'no'}`);
    else if (typeof value === 'string' && value.includes('\n')) lines.push(`${label}:`, value, '');
    else if (typeof value === 'string') lines.push(`${label}: ${value || '-'}`);
  }
  if (files.length) {
    lines.push('', 'Attachments:');
    for (const file of files) lines.push(`- ${LABELS[file.field] ?? file.field}: ${file.name} (${file.size} bytes)`);
  }
  return lines.join('\n');
}
