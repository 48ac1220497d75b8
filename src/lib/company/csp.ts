/**
 * The recruiting widget's origins for the page CSP's connect-src (CAREERS_WIDGET_CONNECT_ORIGINS,
 * comma separated; only while CAREERS_WIDGET_URL is set). No zod here: the proxy imports it.
 */
/** Origins to add to connect-src for the widget (only http(s) origins; anything else is ignored). */
export function recruitingWidgetConnectOrigins(env: Readonly<Record<string, string | undefined>> = process.env): string[] {
  if (!env.CAREERS_WIDGET_URL?.trim()) return [];
  return (env.CAREERS_WIDGET_CONNECT_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .flatMap((entry) => {
      try {
        const url = new URL(entry);
        return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
      } catch {
        return [];
      }
    });
}
