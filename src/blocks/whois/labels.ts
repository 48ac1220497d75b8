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
  /** Texts for the input codes (domain-required, domain-too-long, invalid-domain). */
  fieldErrors: Record<string, string>;
  /** Texts for the codes the lookup route answers with (api-error codes). */
  errors: Record<string, string>;
}
