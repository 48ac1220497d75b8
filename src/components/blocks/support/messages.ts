/** A support form island's messages (support.json): its own texts and what every ticket form shares. */
export function supportFormMessages(form: 'disclosure' | 'domainOwner' | 'abuse') {
  return ['support.common', 'support.errors', 'support.outcome', 'support.serverErrors', `support.${form}`] as const;
}
