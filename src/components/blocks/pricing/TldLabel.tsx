import { tldDisplay } from '@/lib/pricing/tld-display';

/** An extension in Unicode, with its ASCII form as title when they differ ('.рф' / '.xn--p1ai'). */
export function TldLabel({ tld }: { tld: string }) {
  const display = tldDisplay(tld);
  return display.isIdn ? (
    <span title={display.ascii} lang="und">
      {display.name}
    </span>
  ) : (
    <>{display.name}</>
  );
}
