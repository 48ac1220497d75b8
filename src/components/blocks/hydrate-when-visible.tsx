'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

/** How far below the screen an island starts loading (a fast scroll still finds it ready). */
const MARGIN = '600px 0px';

/** What a visitor may have typed or chosen in the server HTML before the island's code arrived. */
interface FieldState {
  name: string;
  value: string;
  checked: boolean;
}

function fieldsOf(root: HTMLElement): HTMLInputElement[] {
  return [...root.querySelectorAll<HTMLInputElement>('input[name], textarea[name], select[name]')].filter((field) => field.type !== 'file' && field.type !== 'hidden');
}

/**
 * A server-rendered island whose code is fetched only when it comes near the screen, or when the
 * visitor presses, touches or focuses inside it — not with the page. Until then its server HTML
 * stays as it is (read, seen, linked, and a form can be filled); then the live island replaces it
 * in one commit, keeping what was typed into its fields and the focus. For islands below the fold
 * that do nothing before they are seen (an accordion, a calculator, a long form, a price that
 * follows the chosen currency).
 *
 * On the server it renders like a next/dynamic island, in place. In the browser React does not
 * hydrate the island's inner HTML (an element with dangerouslySetInnerHTML keeps what the server
 * sent) until the code has arrived. An island mounted later by React (not from server HTML) loads
 * and shows at once. `load` is not written inline as an `import()` in this call on purpose:
 * next/dynamic would then preload the chunk with the page.
 */
export function hydrateWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    inline = false,
    loadWhen,
  }: {
    inline?: boolean;
    /** Another reason to load at once: called with `start` after hydration, returns its unsubscribe. */
    loadWhen?: (start: () => void) => () => void;
  } = {},
): ComponentType<P> {
  const ServerIsland = dynamic(load);
  // The island's holder: a <span> for islands inside running text (a price in a sentence), else a <div>.
  const Holder = (inline ? 'span' : 'div') as 'div';
  let loaded: ComponentType<P> | null = null;

  function Island(props: P) {
    const id = useId();
    const holder = useRef<HTMLDivElement>(null);
    const carried = useRef<{ fields: FieldState[]; focused: string | null } | null>(null);
    const [Live, setLive] = useState<ComponentType<P> | null>(() => loaded);
    // True while hydrating this island's server HTML; false on the server and on a later mount.
    const [fromServer] = useState(() => typeof document !== 'undefined' && document.querySelector(`[data-island="${CSS.escape(id)}"]`) !== null);

    useEffect(() => {
      if (Live) return;
      const element = holder.current;
      const events = ['pointerdown', 'touchstart', 'focusin'] as const;
      let observer: IntersectionObserver | null = null;
      let started = false;
      let unsubscribe: (() => void) | undefined = undefined;
      const cleanup = () => {
        observer?.disconnect();
        unsubscribe?.();
        for (const name of events) element?.removeEventListener(name, start);
      };
      function start() {
        if (started) return;
        started = true;
        cleanup();
        void load().then((component) => {
          loaded = component;
          if (element) {
            const focused = element.contains(document.activeElement) ? ((document.activeElement as HTMLInputElement).name ?? null) : null;
            carried.current = { fields: fieldsOf(element).map((field) => ({ name: field.name, value: field.value, checked: field.checked })), focused };
          }
          setLive(() => component);
        });
      }
      if (!fromServer || !element || typeof IntersectionObserver === 'undefined') {
        start();
        return cleanup;
      }
      unsubscribe = loadWhen?.(start);
      if (started) return cleanup;
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: MARGIN });
      observer.observe(element);
      for (const name of events) element.addEventListener(name, start, { passive: true });
      return cleanup;
    }, [Live, fromServer]);

    // After the swap: what was typed goes back into the live fields (as input the island sees), and the focus.
    useLayoutEffect(() => {
      const state = carried.current;
      const element = holder.current;
      if (!Live || !state || !element) return;
      carried.current = null;
      const live = fieldsOf(element);
      state.fields.forEach((before, index) => {
        const field = live.filter((candidate) => candidate.name === before.name)[state.fields.slice(0, index).filter((other) => other.name === before.name).length];
        if (!field) return;
        if (field.type === 'checkbox' || field.type === 'radio') {
          if (field.checked !== before.checked) field.click();
          return;
        }
        if (field.value === before.value) return;
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
        setter?.call(field, before.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      });
      if (state.focused) live.find((field) => field.name === state.focused)?.focus({ preventScroll: true });
    }, [Live]);

    if (typeof window === 'undefined') {
      return (
        <Holder data-island={id}>
          <ServerIsland {...props} />
        </Holder>
      );
    }
    if (Live) {
      return (
        <Holder key="live" ref={holder} data-island={id}>
          <Live {...props} />
        </Holder>
      );
    }
    // The server's HTML stays inside until the code has arrived (React does not hydrate inner HTML).
    return <Holder key="server" ref={holder} data-island={id} suppressHydrationWarning dangerouslySetInnerHTML={fromServer ? { __html: '' } : undefined} />;
  }
  return Island;
}
