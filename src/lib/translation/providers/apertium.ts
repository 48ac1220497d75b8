import { randomBytes } from 'node:crypto';
import type { Language } from '../languages';
import { ProviderError, requestBatches, requestWithRetry, type RetryPolicy, type TranslationProvider } from './types';

/**
 * Apertium APy (https://wiki.apertium.org/wiki/Apertium-apy), the HTTP server of the Apertium
 * rule-based engine (Debian: apertium-apy + apertium-eng-spa). GET or POST /translate with
 * langpair=eng|spa, q=<text>, markUnknown=no; APy's default format is HTML (tags are kept, text
 * nodes translated). Answer: {responseData: {translatedText}, responseStatus: 200}; a pair that is
 * not installed answers 400 "That pair is not installed"; a stuck pipeline 503.
 *
 * A page's strings travel in few requests: each fragment follows a marker <hr data-tm="N.i">, a
 * block-level tag APy keeps verbatim and treats as a sentence boundary (no word moves across it).
 * N is random per request, so a fragment that itself holds <hr data-tm="1"> is only text to the
 * split (it failed the whole batch before).
 */
const ISO_639_3: Record<Language, string> = { en: 'eng', es: 'spa', nl: 'nld' };
/**
 * Bytes of text per request. APy's HTML deformatter reads its input in blocks; a tag that straddles
 * a block boundary (measured at 4,096 and 16,384 bytes) is read as text and translated — a marker
 * came back as <hr Dato-tm="105">, and the batch (a page, or 1,000 strings) failed. A request stays
 * inside the first block; a longer fragment goes alone, its marker at the start.
 */
const MAX_REQUEST_BYTES = 4000;

export interface ApertiumOptions {
  url: string;
  retry?: RetryPolicy;
}

export class ApertiumProvider implements TranslationProvider {
  readonly name = 'apertium' as const;
  constructor(private readonly options: ApertiumOptions) {}

  async translate(fragments: readonly string[], source: Language, target: Language, signal: AbortSignal): Promise<string[]> {
    const results: string[] = [];
    // The marker and the line break around each fragment: at most 32 bytes.
    for (const batch of requestBatches(fragments, { maxBytes: MAX_REQUEST_BYTES, overhead: 32 })) results.push(...(await this.request(batch, source, target, signal)));
    return results;
  }

  private async request(fragments: string[], source: Language, target: Language, signal: AbortSignal): Promise<string[]> {
    const batch = randomBytes(4).toString('hex');
    const q = fragments.map((fragment, index) => `<hr data-tm="${batch}.${index}">${fragment}`).join('\n');
    const form = new URLSearchParams({ langpair: `${ISO_639_3[source]}|${ISO_639_3[target]}`, q, markUnknown: 'no' });
    let answer;
    try {
      answer = await requestWithRetry(
        'apertium',
        `${this.options.url}/translate`,
        { method: 'POST', body: form, headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8', Accept: 'application/json' } },
        signal,
        this.options.retry,
      );
    } catch (error) {
      if (error instanceof ProviderError && error.status === 400 && /not installed|invalid/i.test(error.message)) {
        throw new ProviderError('apertium', 'unsupported', `no ${source}-${target} pair installed`, 400);
      }
      throw error;
    }
    let translated: unknown;
    try {
      translated = (JSON.parse(answer.body) as { responseData?: { translatedText?: unknown } }).responseData?.translatedText;
    } catch {
      translated = undefined;
    }
    if (typeof translated !== 'string') throw new ProviderError('apertium', 'unavailable', 'answer without responseData.translatedText');
    return splitMarkers(translated, fragments.length, batch).map((answer, index) => withoutMarks(answer, fragments[index]!));
  }
}

/**
 * Apertium marks words it could not generate with '#' and untranslated lemmas with '@'
 * (markUnknown=no only drops the '*' of unknown words); a reader should see neither. Marks the
 * source itself carried (a hashtag, an address) are left alone.
 */
export function withoutMarks(answer: string, fragment: string): string {
  let clean = answer;
  if (!fragment.includes('#')) clean = clean.replace(/#(?=\p{L})/gu, '');
  if (!fragment.includes('@')) clean = clean.replace(/@(?=\p{L})/gu, '');
  // A dropped word leaves two spaces behind ('los clientes  diriges').
  if (!/ {2}/.test(fragment)) clean = clean.replace(/(\S) {2,}(?=\S)/g, '$1 ');
  // Apertium moves a sentence's capital to its first known word: a segment that starts with a
  // placeholder (an unknown word to it) comes back as 'Xt0x Para revendedores'. The capital goes
  // back to where it belongs unless the source wrote that word with one.
  const start = /^((?:<[^>]+>)*\s*X[tT]\d+[xX]\s+)(\p{Lu})(\p{Ll}*)/u.exec(clean);
  if (start && /^(?:<[^>]+>)*\s*X[tT]\d+[xX]/.test(fragment) && !new RegExp(`(?<![\\p{L}])${start[2]}${start[3]}(?![\\p{L}])`, 'u').test(fragment)) {
    clean = start[1] + start[2]!.toLocaleLowerCase() + start[3] + clean.slice(start[0].length);
  }
  return clean;
}

/** The fragments between the request's markers, in order; a lost or reordered marker fails the batch. */
export function splitMarkers(text: string, count: number, batch: string): string[] {
  const parts: string[] = [];
  const markers = [...text.matchAll(new RegExp(`<hr data-tm="${batch}\\.(\\d+)"\\s*\\/?>`, 'g'))];
  if (markers.length !== count || markers.some((marker, index) => Number(marker[1]) !== index)) {
    throw new ProviderError('apertium', 'unavailable', `answer lost its segment markers (${markers.length} of ${count})`);
  }
  markers.forEach((marker, index) => {
    const start = (marker.index ?? 0) + marker[0].length;
    const end = index + 1 < markers.length ? (markers[index + 1]!.index ?? text.length) : text.length;
    parts.push(text.slice(start, end).replace(/\n$/, ''));
  });
  return parts;
}
