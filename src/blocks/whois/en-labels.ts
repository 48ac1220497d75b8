import type { WhoisLabels } from './labels';

/** English labels (tests and fixtures; the page reads messages/<locale>/whois.json). */
export const englishWhoisLabels: WhoisLabels = {
  fieldLabel: 'Enter the domain name',
  search: 'Search',
  loading: 'Loading...',
  resultsFor: 'Whois results for',
  fallbackError: 'Something went wrong, please try again later.',
  notRegistered: 'This domain name is not registered.',
  registered: 'Registered',
  summary: 'Summary',
  registrar: 'Registrar',
  created: 'Created',
  expires: 'Expires',
  updated: 'Updated',
  status: 'Status',
  nameServers: 'Name servers',
  rawData: 'Whois data',
};
