import { chromium } from 'playwright-core';
import { startServer } from './lib/site-process';
const s = await startServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const width of [390, 1366]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    for (const p of ['/', '/support', '/membership-plans']) {
      const page = await context.newPage();
      await page.goto(s.url + p, { waitUntil: 'networkidle' });
      const tag = `${width}${p.replace(/\//g, '_') || '_'}`;
      await page.screenshot({ path: `/tmp/shot-${tag}-top.png` });
      await page.evaluate(async () => { for (let y = 0; y < document.body.scrollHeight; y += 400) { window.scrollTo(0, y); await new Promise((r) => setTimeout(r, 60)); } });
      await page.waitForTimeout(600);
      const sections = page.locator('section:has([data-island])');
      const n = Math.min(await sections.count(), 3);
      for (let i = 0; i < n; i++) await sections.nth(i).screenshot({ path: `/tmp/shot-${tag}-s${i}.png` });
      await page.close();
    }
    await context.close();
  }
} finally { await browser.close(); await s.stop(); }
