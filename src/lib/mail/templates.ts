import { htmlLangByLocale, localizedPath, type Locale } from '@/i18n/locales';
import { messagesFor, translatorFor } from '@/i18n/messages';
import { CONNECTION_CHECKS, DOMAIN_CHECKS, EMAIL_CHECKS, OPTION_CHECKS, isFullMark, type CheckName } from '@/lib/scanner/scoring';
import { ACCENT_COLOUR, DANGER_COLOUR, SUCCESS_COLOUR, button, escapeHtml, heading, layout, paragraph, wrapText } from './render';
import type { NewMail } from './store';
import { countryName, EMPTY_COMPANY, type CompanyProfile } from '@/lib/company/profile';

/**
 * The site's mails, rendered once when queued (HTML and text parts with the same content), in the
 * visitor's language. Every mail carries an unsubscribe link, in the footer and as
 * List-Unsubscribe / List-Unsubscribe-Post (RFC 8058 one-click) headers.
 */
export interface UnsubscribeLinks {
  unsubscribeUrl: string;
  oneClickUnsubscribeUrl: string;
}

interface Frame {
  locale: Locale;
  to: string;
  siteUrl: string;
  links: UnsubscribeLinks;
  /** The company record (theme options): the brand in the header, the sender's postal address in the footer. */
  company?: CompanyProfile;
}

function brandOf(frame: Frame): string {
  return (frame.company ?? EMPTY_COMPANY).brandName;
}

/** "Legal Name · Street, Postcode City, Country": the sender's postal address every mailing carries. */
function senderLine(frame: Frame): string | null {
  const company = frame.company;
  if (!company?.address) return null;
  const { street, postalCode, city, country } = company.address;
  const place = [postalCode, city].filter(Boolean).join(' ');
  return [company.legalName ?? company.brandName, [street, place, country ? countryName(country, htmlLangByLocale[frame.locale]) : ''].filter(Boolean).join(', ')].join(' · ');
}

function footer(frame: Frame) {
  const t = messagesFor(frame.locale).mail;
  const say = translatorFor(frame.locale, 'mail');
  const site = frame.siteUrl.replace(/^https?:\/\//, '');
  const privacy = `${frame.siteUrl}${localizedPath('/legal/privacy-policy', frame.locale)}`;
  const sender = senderLine(frame);
  return {
    html: [
      escapeHtml(say('footer.why', { email: frame.to, site })),
      `<a href="${escapeHtml(frame.links.unsubscribeUrl)}" style="color:${ACCENT_COLOUR}">${escapeHtml(t.footer.unsubscribe)}</a> · <a href="${escapeHtml(privacy)}" style="color:${ACCENT_COLOUR}">${escapeHtml(t.footer.legal)}</a>`,
      ...(sender ? [escapeHtml(sender)] : []),
    ],
    text: ['--', say('footer.why', { email: frame.to, site }), say('footer.unsubscribeText', { url: frame.links.unsubscribeUrl }), `${t.footer.legal}: ${privacy}`, ...(sender ? [sender] : [])].join('\n'),
  };
}

function headers(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClickUnsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** Double opt-in, step 1: the confirmation mail of a newsletter sign-up. */
export function newsletterConfirmationMail(frame: Frame & { confirmUrl: string; validDays?: number }): NewMail {
  const days = frame.validDays ?? 7;
  const t = messagesFor(frame.locale).mail;
  const m = t.newsletterConfirmation;
  const expires = translatorFor(frame.locale, 'mail')('newsletterConfirmation.expires', { days });
  const foot = footer(frame);
  const html = layout({
    lang: htmlLangByLocale[frame.locale],
    title: m.subject,
    preheader: m.preheader,
    brand: brandOf(frame),
    siteUrl: frame.siteUrl,
    bodyHtml: [heading(m.heading), paragraph(escapeHtml(m.text)), button(frame.confirmUrl, m.button), paragraph(escapeHtml(expires), 'font-size:14px;color:#475569')].join('\n'),
    footerHtml: foot.html,
  });
  const text = wrapText([m.heading, '', m.text, '', `${m.button}: ${frame.confirmUrl}`, '', expires, '', foot.text].join('\n'));
  return { kind: 'newsletter-confirmation', to: frame.to, subject: m.subject, html, text, headers: headers(frame.links), locale: frame.locale };
}

/** One check as the visitor saw it: passed, failed, or not checked (null). */
export type CheckVerdicts = Partial<Record<CheckName, boolean | null>>;

export interface ScanReportInput {
  host: string;
  scores: { overall: number; domainSec: number; connSec: number; secOptions: number; emailSec: number };
  checks: CheckVerdicts;
  scannedAt: Date;
  /** Present while the newsletter is not confirmed yet. */
  confirmUrl: string | null;
  scanPageUrl: string;
}

const GROUPS = [
  { key: 'domainSec', checks: DOMAIN_CHECKS },
  { key: 'connSec', checks: CONNECTION_CHECKS },
  { key: 'secOptions', checks: OPTION_CHECKS },
  { key: 'emailSec', checks: EMAIL_CHECKS },
] as const;

/**
 * The report reads like the tool. The upstream tool spoke English and Dutch only; ours
 * has Spanish labels and check texts too (issue 25: /es reads wholly in Spanish), so every site
 * locale gets its own.
 */
export function scanReportLocale(locale: Locale): Locale {
  return locale;
}

function scoreColour(score: number): string {
  // The donut's colours: above 70 green, below 21 red, otherwise amber.
  return score > 70 ? SUCCESS_COLOUR : score < 21 ? DANGER_COLOUR : '#b45309';
}

/**
 * The full report of a scan as a mail: the overall and group scores, then every check with its
 * verdict and advice (the tool's own catalogue texts), and — while the newsletter is not confirmed —
 * the confirmation button. Responsive: the tables are 100% wide and wrap on a phone.
 */
export function scanReportMail(frame: Frame, report: ScanReportInput): NewMail {
  const locale = scanReportLocale(frame.locale);
  const messages = messagesFor(locale);
  const t = messages.mail;
  const m = t.scanReport;
  const say = translatorFor(locale, 'mail.scanReport');
  const tool = messages.webSecTool;
  const date = new Intl.DateTimeFormat(htmlLangByLocale[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(report.scannedAt);
  const localFrame = { ...frame, locale };
  const foot = footer(localFrame);

  const cell = 'padding:10px 8px;border-bottom:1px solid #e2e8f0;font-family:inherit;font-size:15px;vertical-align:top;text-align:left';
  // A group none of whose checks ran has no score: 'Not checked', as on the page.
  const groupChecked = (checks: readonly CheckName[]) => checks.some((name) => typeof report.checks[name] === 'boolean');
  const groupScore = (key: (typeof GROUPS)[number]['key'], checks: readonly CheckName[]) => (groupChecked(checks) ? say('outOf', { score: report.scores[key] }) : tool.report.notChecked);
  const scoreRows = GROUPS.map(({ key, checks }) => {
    const score = report.scores[key];
    const checked = groupChecked(checks);
    return `<tr><td style="${cell}">${escapeHtml(tool.scores.groups[key])}</td><td style="${cell};font-weight:700;color:${checked ? scoreColour(score) : '#475569'};white-space:nowrap">${escapeHtml(groupScore(key, checks))}${checked && isFullMark(score) ? ` ✓ ${escapeHtml(m.fullMark)}` : ''}</td></tr>`;
  }).join('');
  const scoresTable = `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e293b">
<tr><th style="${cell};border-bottom:2px solid #cbd5e1">${escapeHtml(m.group)}</th><th style="${cell};border-bottom:2px solid #cbd5e1">${escapeHtml(m.score)}</th></tr>${scoreRows}</table>`;

  // A check that never ran reads the same as on the page: the tool's one wording ('Not checked').
  const verdict = (value: boolean | null | undefined) => (value === true ? m.passed : value === false ? m.failed : tool.report.notChecked);
  const advice = (name: CheckName, value: boolean | null | undefined) =>
    value === true ? tool.report.checkTexts[name].pass : value === false ? tool.report.checkTexts[name].fail : tool.report.notCheckedDetail;
  const groupTables = GROUPS.map(({ key, checks }) => {
    const rows = checks
      .map((name) => {
        const value = report.checks[name];
        const colour = value === true ? SUCCESS_COLOUR : value === false ? DANGER_COLOUR : '#475569';
        return `<tr class="stack"><td style="${cell};width:30%;font-weight:700">${escapeHtml(tool.report.checks[name])}</td><td style="${cell};width:18%"><span style="display:inline-block;padding:2px 8px;border-radius:4px;background:${colour};color:#ffffff;font-weight:700;font-size:13px;white-space:nowrap">${escapeHtml(verdict(value))}</span></td><td style="${cell}">${escapeHtml(advice(name, value))}</td></tr>`;
      })
      .join('');
    return `${heading(`${tool.scores.groups[key]} — ${groupScore(key, checks)}`, 2)}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 24px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e293b">${rows}</table>`;
  }).join('\n');

  const confirm = report.confirmUrl
    ? `<div style="margin:8px 0 24px;padding:20px;border-radius:8px;background:#eff6ff">${heading(m.confirmHeading, 2)}${paragraph(escapeHtml(m.confirmText))}${button(report.confirmUrl, m.confirmButton)}</div>`
    : '';

  const subject = say('subject', { host: report.host });
  const html = layout({
    lang: htmlLangByLocale[locale],
    title: subject,
    preheader: say('preheader', { score: report.scores.overall }),
    brand: brandOf(frame),
    siteUrl: frame.siteUrl,
    bodyHtml: [
      heading(say('heading', { host: report.host })),
      paragraph(escapeHtml(say('intro', { date }))),
      `<p style="margin:0 0 20px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:18px;color:#1e293b">${escapeHtml(m.overall)}: <strong style="font-size:28px;color:${scoreColour(report.scores.overall)}">${escapeHtml(say('outOf', { score: report.scores.overall }))}</strong></p>`,
      scoresTable,
      confirm,
      groupTables,
      button(report.scanPageUrl, m.scanAgain),
    ].join('\n'),
    footerHtml: foot.html,
  });

  const textLines = [say('heading', { host: report.host }), '', say('intro', { date }), '', `${m.overall}: ${say('outOf', { score: report.scores.overall })}`];
  for (const { key, checks } of GROUPS) textLines.push(`  ${tool.scores.groups[key]}: ${groupScore(key, checks)}`);
  if (report.confirmUrl) textLines.push('', m.confirmHeading, m.confirmText, `${m.confirmButton}: ${report.confirmUrl}`);
  for (const { key, checks } of GROUPS) {
    textLines.push('', `${tool.scores.groups[key]} — ${groupScore(key, checks)}`);
    for (const name of checks) {
      const value = report.checks[name];
      textLines.push(`- ${tool.report.checks[name]}: ${verdict(value)}. ${advice(name, value)}`);
    }
  }
  textLines.push('', `${m.scanAgain}: ${report.scanPageUrl}`, '', foot.text);
  return { kind: 'scan-report', to: frame.to, subject, html, text: wrapText(textLines.join('\n')), headers: headers(frame.links), locale };
}
