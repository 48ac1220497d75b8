import 'server-only';
import { localizedPath, type Locale } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { ApiError } from '@/lib/http/api-error';
import { queueMail } from '@/lib/mail/service';
import { contentSource } from '@/lib/content';
import { scanReportMail, type CheckVerdicts } from '@/lib/mail/templates';
import { siteConfig } from '@/lib/site/config';
import { markConfirmationSent, requestSubscription } from '@/lib/subscriptions/service';
import type { SaveEmailInput } from './schema';
import { connectionScore, domainScore, emailScore, optionsScore, overallScore } from './scoring';
import { saveScanReport, scannerStore } from './store';

/** Where the tool lives (the "Scan again" button of the mail). */
export const SCAN_PAGE_PATH = '/tools/web-security-scan';

const flags = (checks: CheckVerdicts) =>
  Object.fromEntries(Object.entries(checks).map(([name, value]) => [name, value === null || value === undefined ? undefined : { success: value }]));

/** The scores the verdicts give (the one scoring rule, src/lib/scanner/scoring.ts). */
export function scoresFromChecks(checks: CheckVerdicts) {
  const passed = flags(checks);
  const groups = { domainSec: domainScore(passed), connSec: connectionScore(passed), secOptions: optionsScore(passed), emailSec: emailScore(passed) };
  return { ...groups, overall: overallScore(groups) };
}

/**
 * What asking for the full report does (spec support §1: "a full report is emailed, and asking for
 * it also signs the visitor up for a monthly newsletter"), each step committed before the visitor is
 * told "success":
 * 1. the sign-up request in the subscriptions capability (double opt-in: pending until confirmed),
 *    with the consent text the gate showed and the time;
 * 2. the report mail in the outbox (HTML + text, the visitor's language), carrying the confirmation
 *    link while the newsletter is not confirmed and an unsubscribe link always;
 * 3. the report's scores in the scanner's store.
 * With `checks` the scores must be the ones the verdicts give, so a mail never contradicts itself.
 */
export async function requestFullReport(input: SaveEmailInput, now = new Date()): Promise<void> {
  const locale: Locale = input.locale ?? 'en';
  const scores = { overall: input.overallScore, domainSec: input.domSecScore, connSec: input.connSecScore, secOptions: input.secOptionsScore, emailSec: input.emailSecScore };
  let checks: CheckVerdicts;
  if (input.checks) {
    const expected = scoresFromChecks(input.checks);
    const differs = (Object.keys(expected) as Array<keyof typeof expected>).find((key) => Math.abs(expected[key] - scores[key]) > 0.5);
    if (differs) throw new ApiError(400, 'invalid-input', 'The scores do not match the checks', { checks: `${differs} does not match the checks` });
    checks = input.checks;
  } else {
    // A client that sends only the spec's payload: the two verdicts it names.
    checks = { ssl: input.hasSSL, dmarc: input.hasDmarc };
  }
  const email = input.emailAddress.trim();
  const consentText = messagesFor(locale).webSecTool.gate.consent;
  const subscription = await requestSubscription({ email, locale, source: 'scan-report', consentText }, { now });
  const { siteUrl } = siteConfig();
  const confirmUrl = subscription.needsConfirmation ? subscription.links.confirmUrl : null;
  await queueMail(
    scanReportMail(
      { locale, to: email, siteUrl, links: subscription.links, company: (await contentSource().getThemeOptions()).company },
      { host: input.domainName, scores, checks, scannedAt: now, confirmUrl, scanPageUrl: `${siteUrl}${localizedPath(SCAN_PAGE_PATH, locale)}` },
    ),
    { now },
  );
  if (confirmUrl) await markConfirmationSent(subscription.subscriber.id, now);
  await saveScanReport(await scannerStore(), input, now);
}
