import { RateLimiter } from '@/lib/http/rate-limit';
import type { TranslationConfig } from './config';

/**
 * What POST /api/translate-json may spend on the machine engine (docs/translation.md). Strings the
 * site already knows (the translation memory and the termbase) cost nothing and are answered at
 * once; the rest go to the engine only within two budgets of engine characters, counted as the
 * protected fragments the engine receives:
 * - per client (its address, as the rate limits key it) and day: TRANSLATE_CLIENT_CHARS_PER_DAY;
 * - for all visitors together and day: TRANSLATE_VISITOR_CHARS_PER_DAY.
 * A batch either fits both or is not sent at all. Counters live where the rate limits do (memory,
 * or PostgreSQL for several processes); a day is a window of 24 hours.
 */
export const BUDGET_WINDOW_MS = 24 * 60 * 60_000;

export interface BudgetVerdict {
  allowed: boolean;
  /** Which budget refused: this client's, or all visitors'. */
  refusedBy?: 'client' | 'visitors';
  retryAfterSeconds: number;
  limit: number;
}

export class EngineBudget {
  private readonly client: RateLimiter;
  private readonly visitors: RateLimiter;

  constructor(
    readonly clientCharsPerDay: number,
    readonly visitorCharsPerDay: number,
    now?: () => number,
  ) {
    this.client = new RateLimiter({ name: 'translate-chars', limit: clientCharsPerDay, windowMs: BUDGET_WINDOW_MS, now });
    this.visitors = new RateLimiter({ name: 'translate-chars-all', limit: visitorCharsPerDay, windowMs: BUDGET_WINDOW_MS, now, maxKeys: 1 });
  }

  /** Spends characters for a client from both budgets, or from neither. */
  async spend(clientKey: string, characters: number): Promise<BudgetVerdict> {
    const own = await this.client.spend(clientKey, characters);
    if (!own.allowed) return { allowed: false, refusedBy: 'client', retryAfterSeconds: own.retryAfterSeconds, limit: this.clientCharsPerDay };
    const all = await this.visitors.spend('all', characters);
    if (!all.allowed) {
      await this.client.spend(clientKey, -characters);
      return { allowed: false, refusedBy: 'visitors', retryAfterSeconds: all.retryAfterSeconds, limit: this.visitorCharsPerDay };
    }
    return { allowed: true, retryAfterSeconds: 0, limit: this.clientCharsPerDay };
  }
}

let current: { shape: string; budget: EngineBudget } | undefined;
/** The process's budgets, rebuilt when the settings change. */
export function engineBudget(config: Pick<TranslationConfig, 'clientCharsPerDay' | 'visitorCharsPerDay'>): EngineBudget {
  const shape = `${config.clientCharsPerDay}/${config.visitorCharsPerDay}`;
  if (!current || current.shape !== shape) current = { shape, budget: new EngineBudget(config.clientCharsPerDay, config.visitorCharsPerDay) };
  return current.budget;
}
