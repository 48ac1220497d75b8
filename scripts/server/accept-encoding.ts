/**
 * Whether a request's Accept-Encoding accepts a content coding (RFC 9110 §12.5.3): named with a
 * q-value above 0, or not named while `*` is accepted; `q=0` refuses. `x-gzip` is gzip.
 */
export function acceptsCoding(acceptEncoding: string | undefined, coding: 'gzip' | 'br'): boolean {
  if (typeof acceptEncoding !== 'string') return false;
  const names = coding === 'gzip' ? ['gzip', 'x-gzip'] : [coding];
  const codings = acceptEncoding.split(',').map((entry) => {
    const [name = '', ...params] = entry.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.toLowerCase().startsWith('q='));
    return { name: name.trim().toLowerCase(), accepted: !q || Number(q.slice(2)) > 0 };
  });
  const named = codings.find((entry) => names.includes(entry.name));
  if (named) return named.accepted;
  return codings.some((entry) => entry.name === '*' && entry.accepted);
}
