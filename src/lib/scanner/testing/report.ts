/** Tests: the save-email payload of the spec (a full report request for example.com), valid as it stands. */
export const sampleReportRequest = {
  emailAddress: 'visitor@example.com',
  domainName: 'example.com',
  overallScore: 84,
  domSecScore: 50,
  connSecScore: 80,
  secOptionsScore: 100,
  emailSecScore: 100,
  hasSSL: false,
  hasDmarc: true,
};
