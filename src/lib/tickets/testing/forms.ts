/**
 * The disclosure-data (legal request) form as the site's form posts it, for ticket tests (unit and
 * e2e). With `index`, the requester and domain carry it, so a burst of tickets are told apart.
 */
export function disclosureForm(overrides: Record<string, string> = {}, index?: number): FormData {
  const suffix = index === undefined ? '' : String(index);
  return formData({
    ticketType: 'disclosure-data',
    dpd_orgName: 'Example Org',
    dpd_name: index === undefined ? 'Jo Lawyer' : `Jo Lawyer ${index}`,
    dpd_email: `jo${suffix}@example.com`,
    dpd_domainName: index === undefined ? 'example.nl' : `example-${index}.nl`,
    dpd_requestedData: 'Registrant name and address',
    dpd_legalBasis: 'GDPR Art. 6(1)(f) legitimate interest',
    dpd_briefDesc: 'Trademark infringement on the site',
    dpd_refrenceToLaw: 'Article 6(1)(f) GDPR',
    dpd_relevantDocs: '',
    dpd_declare1: 'on',
    dpd_declare2: 'on',
    dpd_declare3: 'on',
    dpd_declare4: 'on',
    ...overrides,
  });
}

/** The domain-owner verification form as the site's form posts it (no files: tests attach them). */
export function ownerForm(overrides: Record<string, string> = {}): FormData {
  return formData({
    ticketType: 'domain-owner',
    do_name: 'Jo Owner',
    do_email: 'owner@example.com',
    do_domainName: 'mijn-domein.nl',
    do_hostingProvider: 'Unknown hosting provider',
    do_iAmOwner: 'true',
    do_hostingDate: '2023-05-01',
    do_question: 'Please verify that I am the owner of this domain name.',
    ...overrides,
  });
}

/** The values as a multipart form, in the order given. */
function formData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}
