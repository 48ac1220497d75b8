import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageFigures {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Bytes of JavaScript transferred on first load (compressed, as on the wire). */
  firstLoadJsBytes: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * Debian's Chromium, headless. The pages are fetched over loopback only; through the deployment's nginx
 * they come with the throwaway certificate scripts/lib/tls-proxy.ts makes, which Chromium is told to
 * accept (nothing else is contacted).
 */
function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--ignore-certificate-errors',
    ],
  });
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's mobile preset (emulated Moto G Power, simulated slow 4G, 4x CPU slowdown) against a
 * page on loopback, in Debian's Chromium. Nothing outside loopback is contacted.
 */
export async function lighthousePage(baseURL: string, path: string): Promise<PageFigures> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(`${baseURL}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
    const firstLoadJsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      path,
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      seo: score(lhr.categories.seo?.score),
      firstLoadJsBytes,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  } finally {
    chrome.kill();
  }
}

/** Failed audits of a category, for diagnosis when a score is under its budget. */
export async function failedAudits(baseURL: string, path: string): Promise<string[]> {
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(`${baseURL}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
    const lhr = result?.lhr;
    if (!lhr) return [];
    return Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative' && audit.scoreDisplayMode !== 'manual')
      .map((audit) => `${audit.id}: ${audit.score} ${audit.displayValue ?? ''}`);
  } finally {
    chrome.kill();
  }
}
