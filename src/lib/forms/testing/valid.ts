/** Form values the schemas accept, for the forms' tests to start from. */

/** An uploaded file as the forms' schemas see it. */
export const file = (name: string, size = 1000) => ({ name, size, type: 'application/pdf' });

/** A disclosure-data request every rule accepts. */
export const validDisclosure = () => ({
  dpd_orgName: '',
  dpd_name: 'Jo',
  dpd_email: 'jo@example.com',
  dpd_statementAttach: [file('statement.pdf')],
  dpd_domainName: 'ab.nl',
  dpd_requestedData: '0123456789',
  dpd_legalBasis: 'GDPR 6(1)(f)',
  dpd_briefDesc: 'Brief desc.',
  dpd_refrenceToLaw: 'Article 15 GDPR',
  dpd_relevantDocs: '',
  dpd_supportingDocsAttach: [],
  dpd_declare1: true,
  dpd_declare2: true,
  dpd_declare3: true,
  dpd_declare4: true,
});

/** A domain-owner request every rule accepts. */
export const validOwner = () => ({
  do_name: 'Jo',
  do_email: 'jo@example.com',
  do_domainName: 'example.com',
  do_hostingProvider: 'Unknown hosting provider',
  do_invoiceHostingProviderAttach: [],
  do_iAmOwner: true,
  do_hostingDate: '2024-02-29',
  do_question: 'Please verify that I own this domain name.',
  do_idCardAttach: [file('id.png')],
  do_invoiceAttach: [],
  do_nlOwnerAttach: [],
  do_indiaAttach: [],
  do_supportingDocsAttach: [],
});
