'use client';

import { ArrowDown, Check, Copy, Gift, UserPlus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { bbqBarState, COPIED_MARKER_MS, isStepLinked, PROMO_LINK_REENABLE_MS, readPromoLinkFlag, writePromoLinkFlag, type PromoLinkFlag } from '@/lib/promotions/bbq';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Copies the promo link (absolute); the button says 'Copied' for 1000 ms. */
export function CopyLinkButton({ url }: { url: string }) {
  const t = useTranslations('promotions.bbq');
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(url, window.location.href).href);
    } catch {
      return; // no clipboard (permission, insecure context): the link stays there to open or copy by hand
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MARKER_MS);
  };
  return (
    <button type="button" onClick={() => void copy()} className="inline-flex items-center gap-1.5 rounded-md border border-white px-3 py-1.5 text-white hover:bg-white/10" data-copied={copied || undefined}>
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      <span aria-live="polite">{copied ? t('copied') : t('copyPromoLink')}</span>
    </button>
  );
}

/**
 * The BBQ promo flow: three steps (1 create a free account, 2 and 3 use the promo link, links only
 * while it is active) and a footer bar in three states. `anchor` is the how-it-works section the
 * red Get Offer bar scrolls to.
 */
export function BbqPromoFlow({ steps, accountLink, promoLink, anchor }: { steps: { title: string; text: string }[]; accountLink: { url: string; title: string }; promoLink: { url: string; title: string }; anchor: string }) {
  const t = useTranslations('promotions.bbq');
  const [flag, setFlag] = useState<PromoLinkFlag>('unset');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- browser storage is read after hydration on purpose
    setFlag(readPromoLinkFlag(storage()));
    return () => window.clearTimeout(timer.current);
  }, []);

  const onAccountClick = () => {
    writePromoLinkFlag(storage(), false);
    setFlag('inactive');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      writePromoLinkFlag(storage(), true);
      setFlag('active');
    }, PROMO_LINK_REENABLE_MS);
  };

  const bar = bbqBarState(flag);
  return (
    <>
      <ol className="grid gap-4 md:grid-cols-3" data-testid="bbq-steps" data-flag={flag}>
        {steps.map((step, index) => {
          const number = index + 1;
          const linked = isStepLinked(number, flag);
          const content = (
            <>
              <span className="inline-flex size-9 items-center justify-center rounded-full bg-[#c2410c] font-bold text-white">{number}</span>
              <span className="mt-3 block text-lg font-bold">{step.title}</span>
              {step.text ? <span className="mt-1 block text-slate-700">{step.text}</span> : null}
            </>
          );
          const box = 'block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
          return (
            <li key={step.title} aria-label={t('step', { number })}>
              {number === 1 ? (
                <a href={accountLink.url} target="_blank" rel="noopener noreferrer" onClick={onAccountClick} className={`${box} hover:border-[#c2410c]`}>
                  {content}
                </a>
              ) : linked ? (
                <a href={promoLink.url} className={`${box} hover:border-[#c2410c]`}>
                  {content}
                </a>
              ) : (
                <div className={`${box} opacity-70`} aria-disabled="true">
                  {content}
                </div>
              )}
            </li>
          );
        })}
      </ol>
      <div className="sticky bottom-0 z-20 mt-6" data-testid="bbq-bar" data-state={bar}>
        {bar === 'get-offer' ? (
          <a href={`#${anchor}`} className="flex min-h-12 items-center justify-center gap-2 rounded-t-xl bg-[#b91c1c] px-4 font-bold text-white hover:bg-[#991b1b]">
            <ArrowDown aria-hidden="true" className="size-5" />
            {t('getOffer')}
          </a>
        ) : bar === 'next-account' ? (
          <p className="flex min-h-12 items-center justify-center gap-2 rounded-t-xl bg-slate-900 px-4 font-semibold text-white" role="status">
            <UserPlus aria-hidden="true" className="size-5" />
            {t('nextAccount')}
          </p>
        ) : (
          <p className="flex min-h-12 flex-wrap items-center justify-center gap-3 rounded-t-xl bg-[#067647] px-4 py-2 font-semibold text-white" role="status">
            <Gift aria-hidden="true" className="size-5" />
            {t('promoLinkReady')}
            <a href={promoLink.url} className="rounded-md bg-white px-3 py-1.5 text-[#067647] underline-offset-4 hover:underline">
              {promoLink.title || t('openPromoLink')}
            </a>
            <CopyLinkButton url={promoLink.url} />
          </p>
        )}
      </div>
    </>
  );
}
