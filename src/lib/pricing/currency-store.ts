/**
 * The visitor's remembered currency in the browser (no zod here: the header's currency choice is on
 * every page, so this module must stay small).
 */
import { isCurrency, type Currency } from './currency';

export const CURRENCY_STORAGE_KEY = 'selectedCurrency';

/** The remembered currency; browser storage failures are ignored. */
export function readStoredCurrency(): Currency | null {
  try {
    const value = window.localStorage.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : null;
  } catch {
    return null;
  }
}

/** Window event announcing the visitor's new currency to every island of the page. */
export const CURRENCY_CHANGE_EVENT = 'currencychange';

/** Remembers the choice and tells every island on the page (header switcher and pricing blocks). */
export function storeCurrency(currency: Currency): void {
  try {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, currency);
  } catch {
    // ignored: storage may be unavailable
  }
  window.dispatchEvent(new CustomEvent<Currency>(CURRENCY_CHANGE_EVENT, { detail: currency }));
}

/**
 * Calls `listener` whenever the visitor picks a currency: on this page (any island) or in another
 * tab (storage event). Returns the unsubscribe function.
 */
export function subscribeCurrency(listener: (currency: Currency) => void): () => void {
  const onChange = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (isCurrency(detail)) listener(detail);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === CURRENCY_STORAGE_KEY && isCurrency(event.newValue)) listener(event.newValue);
  };
  window.addEventListener(CURRENCY_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CURRENCY_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
