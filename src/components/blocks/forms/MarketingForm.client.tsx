'use client';

import { useEffect, useId, useRef } from 'react';

/** The marketing form script (HubSpot's embed, v2). */
export const MARKETING_FORM_SCRIPT = 'https://js.hsforms.net/forms/embed/v2.js';

interface FormsApi {
  forms: { create(options: { region: string; portalId: string; formId: string; target: string }): void };
}

/** Loads `src` once per page (one <script>, shared by every form on it); resolves when it has run. */
const loading = new Map<string, Promise<void>>();
export function loadScriptOnce(src: string, nonce: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (nonce) script.nonce = nonce;
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(src)));
      document.head.appendChild(script);
    });
    promise.catch(() => loading.delete(src));
    loading.set(src, promise);
  }
  return promise;
}

/** Tests: forget which scripts were loaded. */
export function forgetLoadedScripts(): void {
  loading.clear();
}

/** After the page is interactive: now if it already is, else on its load event. */
export function afterInteractive(run: () => void): () => void {
  if (document.readyState === 'complete') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', run, { once: true });
  return () => window.removeEventListener('load', run);
}

/**
 * The configured marketing-form portal (MARKETING_FORMS=hubspot): the script is loaded after the
 * page is interactive and creates the form (region na1, portal id and form id from the block) in
 * this element. A load failure is only logged, as 'Script failed to load'.
 */
export function MarketingForm({ portalId, formId, region, nonce, loadingLabel }: { portalId: string; formId: string; region: string; nonce: string; loadingLabel: string }) {
  const id = `marketing-form-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const created = useRef(false);
  useEffect(
    () =>
      afterInteractive(() => {
        loadScriptOnce(MARKETING_FORM_SCRIPT, nonce)
          .then(() => {
            const api = (window as unknown as { hbspt?: FormsApi }).hbspt;
            if (!api || created.current) return;
            created.current = true;
            api.forms.create({ region, portalId, formId, target: `#${id}` });
          })
          .catch(() => console.error('Script failed to load'));
      }),
    [id, portalId, formId, region, nonce],
  );
  return (
    <div id={id} data-portal-id={portalId} data-form-id={formId} className="min-h-40">
      <p role="status" className="text-slate-600">
        {loadingLabel}
      </p>
    </div>
  );
}
