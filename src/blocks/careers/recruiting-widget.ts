import type { RecruitingWidgetOptions } from '@/lib/company/careers';

/**
 * Loading the third-party recruiting widget: scripts load after the page is interactive, the widget
 * is re-created when its filter changes, and a script that fails to load is logged as 'Script
 * failed to load'. The widget is the Recruitee careers widget: its script defines
 * `RTWidget`, constructed with the options and the id of the element to render into.
 */
const loading = new Map<string, Promise<void>>();

/** Appends the script once per url (with the page's CSP nonce); resolves on load, rejects on error. */
export function loadScriptOnce(src: string, nonce: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    if (nonce) script.nonce = nonce;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      reject(new Error(`Script failed to load: ${src}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Resolves once the page is interactive and loaded (at once when it already is). */
export function whenPageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

type WidgetConstructor = new (options: Record<string, unknown>) => unknown;

/** (Re-)creates the widget inside the element: the element is emptied first. */
export function mountRecruitingWidget(element: HTMLElement, options: RecruitingWidgetOptions): void {
  const Widget = (window as unknown as { RTWidget?: WidgetConstructor }).RTWidget;
  if (typeof Widget !== 'function') throw new Error('Script failed to load: the recruiting widget did not define RTWidget');
  element.replaceChildren();
  new Widget({
    companies: [options.companyId],
    detailsMode: options.detailsMode,
    language: options.language,
    departmentsFilter: options.departmentsFilter,
    themeVariant: 'card',
    flags: { ...options.flags, groupByLocation: false, groupByTag: false },
    element: element.id,
  });
}

/** Tests only. */
export function resetScriptLoadsForTests(): void {
  loading.clear();
}
