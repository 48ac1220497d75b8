/** Static labels of the whois block (messages/<locale>/whois.json; spec: en, es, nl). */
export interface WhoisLabels {
  fieldLabel: string;
  search: string;
  loading: string;
  resultsFor: string;
  fallbackError: string;
  notRegistered: string;
  registered: string;
  summary: string;
  registrar: string;
  created: string;
  expires: string;
  updated: string;
  status: string;
  nameServers: string;
  rawData: string;
}
