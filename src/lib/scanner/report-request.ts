import 'server-only';
import { localizedPath, type Locale } from '@/i18n/locales';
import { messagesFor } from '@/i18n/messages';
import { queueMail } from '@/lib/mail/service';
import { contentSource } from '@/lib/content';
import { scanReportMail, type CheckVerdicts } from '@/lib/mail/templates';
import { linkOrigin } from '@/lib/site/origin';
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
 * What asking for the full report does ("a full report is emailed, and asking for
 * it also signs the visitor up for a monthly newsletter"), each step committed before the visitor is
 * told "success":
 * 1. the sign-up request in the subscriptions capability (double opt-in: pending until confirmed),
 *    with the consent text the gate showed and the time;
 * 2. the report mail in the outbox (HTML + text, the visitor's language), carrying the confirmation
 *    link while the newsletter is not confirmed and an unsubscribe link always;
 * 3. the report's scores in the scanner's store.
 * The report is the scan the site itself ran of the host (`checks`: scan_result in the store, see
 * api.ts); the scores and verdicts in the request (the spec's payload) are not used, so no one can
 * mail a "security report" of their own making to an address.
 */
export async function requestFullReport(input: SaveEmailInput, checks: CheckVerdicts, now = new Date()): Promise<void> {
  const locale: Locale = input.locale ?? 'en';
  const scores = scoresFromChecks(checks);
  const email = input.emailAddress.trim();
  const consentText = messagesFor(locale).webSecTool.gate.consent;
  const subscription = await requestSubscription({ email, locale, source: 'scan-report', consentText }, { now });
  const siteUrl = linkOrigin();
  const confirmUrl = subscription.needsConfirmation ? subscription.links.confirmUrl : null;
  await queueMail(
    scanReportMail(
      { locale, to: email, siteUrl, links: subscription.links, company: (await contentSource().getThemeOptions()).company },
      { host: input.domainName, scores, checks, scannedAt: now, confirmUrl, scanPageUrl: `${siteUrl}${localizedPath(SCAN_PAGE_PATH, locale)}` },
    ),
    { now },
  );
  if (confirmUrl) await markConfirmationSent(subscription.subscriber.id, now);
  await saveScanReport(
    await scannerStore(),
    { ...input, overallScore: scores.overall, domSecScore: scores.domainSec, connSecScore: scores.connSec, secOptionsScore: scores.secOptions, emailSecScore: scores.emailSec, hasSSL: checks.ssl === true, hasDmarc: checks.dmarc === true },
    now,
  );
}
