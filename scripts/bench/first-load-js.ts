import { chromium } from 'playwright-core';

/** JavaScript the browser actually downloads on first load of a page (bytes on the wire, and files). */
export async function firstLoadJs(baseURL: string, path: string): Promise<{ bytes: number; files: string[] }> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' });
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, size: (entry as PerformanceResourceTiming).transferSize })),
    );
    return { bytes: entries.reduce((sum, entry) => sum + entry.size, 0), files: entries.map((entry) => `${entry.name} ${entry.size}`) };
  } finally {
    await browser.close();
  }
}
