'use client';

import { useEffect, useRef } from 'react';
import { SCRIPT_DELAY_MS, type ScriptItem } from './scripts';

/**
 * Runs the block's scripts once, SCRIPT_DELAY_MS after mount, only if no element with
 * `outputDomId` exists yet: it then creates that container inside this block and appends one
 * <script> per item, each carrying the page's CSP nonce. External scripts keep their order
 * (async = false); a load failure is logged as 'Script failed to load'.
 */
export function ScriptRunner({ scripts, outputDomId, nonce }: { scripts: ScriptItem[]; outputDomId: string; nonce: string }) {
  const host = useRef<HTMLDivElement>(null);
  const ran = useRef(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      if (ran.current) return;
      ran.current = true;
      if (document.getElementById(outputDomId)) return;
      const container = document.createElement('div');
      container.id = outputDomId;
      for (const item of scripts) {
        const script = document.createElement('script');
        if (nonce) script.nonce = nonce;
        if (item.kind === 'src') {
          script.src = item.src;
          script.async = false;
          script.addEventListener('error', () => console.error(`Script failed to load: ${item.src}`));
        } else {
          script.textContent = item.code;
        }
        container.appendChild(script);
      }
      (host.current ?? document.body).appendChild(container);
    }, SCRIPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [scripts, outputDomId, nonce]);

  return <div ref={host} data-script-block={outputDomId} />;
}
