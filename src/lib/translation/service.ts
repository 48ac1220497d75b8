import { collectStrings, mapStrings, type FieldMode } from './fields';
import type { Language } from './languages';
import type { MemoryEntry, RequestedBy, TranslationMemory } from './memory';
import { protect, restore, termbaseOnly, type ProtectedText } from './protect';
import { ProviderError, type TranslationProvider } from './providers/types';
import type { Termbase } from './termbase';
import { isHumanText } from './text';

/**
 * The one translation service: used by
 * POST /api/translate-json, by server rendering of blocks, and by labels and any named field.
 *
 * For each human string, in this order:
 * 1. a termbase phrase (a static label with its fixed translation);
 * 2. the translation memory (one query for the whole batch; human rows win over machine ones);
 * 3. the machine engine, for the misses only, in one batch per call, with the termbase and the
 *    machine values protected around it; each answer is stored in the memory, so a string goes to
 *    the engine once across restarts. The same string asked for twice at once is sent once.
 * No engine configured, or a pair it cannot translate: the text stays as it is (and is not prepared
 * for an engine: only a short string can come out of the termbase alone). An engine failure: the
 * text stays as it is and the result says so (callers log it and keep the original).
 *
 * Strings a visitor sent (POST /api/translate-json, requestedBy 'visitor') may cost engine
 * characters only as far as `engineBudget` allows; what it refuses stays as it is ('refused'), and
 * what the engine answers is stored as visitor rows (memory.ts), at most maxVisitorRows of them.
 *
 * Spec: content-layer.md §7 (the shared translation helper), §8; pricing-and-catalogue.md §7, §8.
 */
export interface TranslateOptions {
  source: Language;
  target: Language;
  /** Cancels waiting for the engine (the service also stops after its own timeout). */
  signal?: AbortSignal;
  /** Whose text this is: the site's own (default) or a visitor's. */
  requestedBy?: RequestedBy;
  /**
   * Asked once per engine batch with the characters it would send (the protected fragments); false
   * keeps the batch's strings as they are, counted as refused.
   */
  engineBudget?: (characters: number) => Promise<boolean>;
}

export interface TranslationStats {
  /** Human strings asked for (each distinct string once). */
  strings: number;
  memory: number;
  termbase: number;
  machine: number;
  /** Left in the source language without a failure (no engine, or a pair it lacks). */
  untranslated: number;
  /** Left in the source language because the engine failed. */
  failed: number;
  /** Left in the source language because the engine budget refused them. */
  refused: number;
}

export interface TextsResult {
  texts: string[];
  stats: TranslationStats;
  /** Why strings were left untranslated after an engine failure. */
  error?: Error;
}

export interface FieldsResult<T> {
  value: T;
  stats: TranslationStats;
  error?: Error;
}

export interface ServiceOptions {
  memory: () => Promise<TranslationMemory>;
  provider: TranslationProvider | null;
  termbase: Termbase;
  /** How long one engine batch may take, retries included. */
  timeoutMs: number;
  /** Most visitor rows kept in the memory (the oldest go first). */
  maxVisitorRows?: number;
  log?: (line: string) => void;
}

type Outcome = { text: string; via: 'machine' | 'termbase' } | { text: null; via: 'failed' | 'untranslated' | 'refused'; error?: Error };

const emptyStats = (): TranslationStats => ({ strings: 0, memory: 0, termbase: 0, machine: 0, untranslated: 0, failed: 0, refused: 0 });

/** Without an engine, longer strings are left as they are unprepared: none is made of termbase terms alone. */
const TERMBASE_ONLY_MAX_CHARS = 200;
export const DEFAULT_MAX_VISITOR_ROWS = 5000;

export class TranslationService {
  private readonly inflight = new Map<string, Promise<Outcome>>();

  constructor(private readonly options: ServiceOptions) {}

  get providerName(): string {
    return this.options.provider?.name ?? 'none';
  }

  /** Translates a list of strings; the answer has the same length and order. Never throws. */
  async translateTexts(texts: readonly string[], options: TranslateOptions): Promise<TextsResult> {
    const stats = emptyStats();
    const { source, target } = options;
    if (source === target) return { texts: [...texts], stats };
    const wanted = [...new Set(texts.filter((text) => typeof text === 'string' && isHumanText(text)))];
    stats.strings = wanted.length;
    const done = new Map<string, string>();
    let error: Error | undefined;

    const rest: string[] = [];
    for (const text of wanted) {
      const phrase = this.options.termbase.phrase(text, source, target);
      if (phrase !== undefined) {
        done.set(text, phrase);
        stats.termbase += 1;
      } else rest.push(text);
    }

    let memory: TranslationMemory | undefined;
    let misses = rest;
    if (rest.length) {
      try {
        memory = await this.options.memory();
        const known = await memory.lookup(source, target, rest);
        const adopted: string[] = [];
        misses = rest.filter((text) => {
          const hit = known.get(text);
          if (hit === undefined) return true;
          done.set(text, hit.target);
          stats.memory += 1;
          if (hit.requestedBy === 'visitor' && (options.requestedBy ?? 'site') === 'site') adopted.push(text);
          return false;
        });
        // A string a visitor asked for first is a string of the site after all.
        if (adopted.length) await memory.adoptForSite(source, target, adopted);
      } catch (failure) {
        this.log(`[translation] the translation memory is unavailable: ${(failure as Error).message.split('\n')[0]}`);
      }
    }

    if (misses.length) {
      const outcomes = await this.resolveMisses(misses, options, memory);
      misses.forEach((text, index) => {
        const outcome = outcomes[index]!;
        if (outcome.text !== null) {
          done.set(text, outcome.text);
          stats[outcome.via] += 1;
        } else {
          stats[outcome.via] += 1;
          if (outcome.via === 'failed') error ??= outcome.error;
        }
      });
    }
    return { texts: texts.map((text) => done.get(text) ?? text), stats, ...(error ? { error } : {}) };
  }

  /** A copy of value with its human strings translated (see fields.ts for which). Never throws. */
  async translateFields<T>(value: T, options: TranslateOptions & { mode?: FieldMode }): Promise<FieldsResult<T>> {
    const mode = options.mode ?? 'json';
    const strings = [...collectStrings(value, mode)];
    if (!strings.length || options.source === options.target) return { value, stats: { ...emptyStats(), strings: strings.length } };
    const result = await this.translateTexts(strings, options);
    const map = new Map(strings.map((text, index) => [text, result.texts[index]!]));
    return { value: mapStrings(value, mode, (text) => map.get(text) ?? text), stats: result.stats, ...(result.error ? { error: result.error } : {}) };
  }

  /** One static label (the shared helper's single form); the original on any failure. */
  async translateLabel(text: string, target: Language, source: Language = 'en'): Promise<string> {
    return (await this.translateTexts([text], { source, target })).texts[0]!;
  }

  /** An object of static labels, same shape back (the batch form of the helper). */
  async translateLabels<T extends Record<string, unknown>>(labels: T, target: Language, source: Language = 'en'): Promise<T> {
    return (await this.translateFields(labels, { source, target, mode: 'labels' })).value;
  }

  /** A visitor's batch never answers the site's strings (its budget may refuse them). */
  private key(text: string, options: TranslateOptions): string {
    return `${options.requestedBy ?? 'site'}:${options.source}>${options.target}\u0000${text}`;
  }

  /** Misses go to the engine once: texts already on their way are awaited, the rest sent in one batch. */
  private async resolveMisses(misses: string[], options: TranslateOptions, memory: TranslationMemory | undefined): Promise<Outcome[]> {
    const fresh = misses.filter((text) => !this.inflight.has(this.key(text, options)));
    if (fresh.length) {
      const batch = this.runBatch(fresh, options, memory);
      fresh.forEach((text, index) => {
        const key = this.key(text, options);
        const promise = batch.then((outcomes) => outcomes[index]!);
        this.inflight.set(key, promise);
        void promise.finally(() => {
          if (this.inflight.get(key) === promise) this.inflight.delete(key);
        });
      });
    }
    return Promise.all(misses.map((text) => this.inflight.get(this.key(text, options)) ?? Promise.resolve<Outcome>({ text: null, via: 'untranslated' })));
  }

  private async runBatch(texts: string[], options: TranslateOptions, memory: TranslationMemory | undefined): Promise<Outcome[]> {
    const { source, target } = options;
    const provider = this.options.provider;
    const outcomes: Outcome[] = new Array(texts.length);
    const prepared: ProtectedText[] = [];
    const forEngine: number[] = [];
    texts.forEach((text, index) => {
      // The engine is asked about before any string is prepared for it.
      if (!provider && text.length > TERMBASE_ONLY_MAX_CHARS) {
        outcomes[index] = { text: null, via: 'untranslated' };
        return;
      }
      const item = protect(text, { termbase: this.options.termbase, source, target });
      prepared[index] = item;
      if (termbaseOnly(item)) {
        const restored = restore(item.fragment, item);
        outcomes[index] = restored === null ? { text: null, via: 'untranslated' } : { text: restored, via: 'termbase' };
      } else if (provider) forEngine.push(index);
      else outcomes[index] = { text: null, via: 'untranslated' };
    });
    if (!forEngine.length || !provider) return outcomes;
    if (options.engineBudget) {
      const characters = forEngine.reduce((sum, index) => sum + prepared[index]!.fragment.length, 0);
      if (!(await options.engineBudget(characters))) {
        for (const index of forEngine) outcomes[index] = { text: null, via: 'refused' };
        return outcomes;
      }
    }
    const requestedBy = options.requestedBy ?? 'site';
    const signals = [AbortSignal.timeout(this.options.timeoutMs), ...(options.signal ? [options.signal] : [])];
    try {
      const answers = await provider.translate(
        forEngine.map((index) => prepared[index]!.fragment),
        source,
        target,
        AbortSignal.any(signals),
      );
      const stored: MemoryEntry[] = [];
      forEngine.forEach((index, position) => {
        const restored = restore(answers[position] ?? '', prepared[index]!);
        if (restored === null || !restored.trim()) {
          outcomes[index] = { text: null, via: 'failed', error: new ProviderError(provider.name, 'unavailable', 'an answer lost a protected term') };
          return;
        }
        outcomes[index] = { text: restored, via: 'machine' };
        stored.push({ source: texts[index]!, target: restored, origin: 'machine', provider: provider.name, requestedBy });
      });
      if (memory && stored.length) {
        await memory.save(source, target, stored).catch((failure: unknown) => {
          this.log(`[translation] storing ${stored.length} machine translations failed: ${(failure as Error).message.split('\n')[0]}`);
        });
        if (requestedBy === 'visitor') {
          await memory.pruneVisitorRows(this.options.maxVisitorRows ?? DEFAULT_MAX_VISITOR_ROWS).catch((failure: unknown) => {
            this.log(`[translation] pruning visitor rows failed: ${(failure as Error).message.split('\n')[0]}`);
          });
        }
      }
    } catch (failure) {
      const error = failure instanceof Error ? failure : new Error(String(failure));
      const via = failure instanceof ProviderError && failure.failure === 'unsupported' ? 'untranslated' : 'failed';
      for (const index of forEngine) outcomes[index] = { text: null, via, ...(via === 'failed' ? { error } : {}) };
    }
    return outcomes;
  }

  private log(line: string): void {
    (this.options.log ?? console.warn)(line);
  }
}
