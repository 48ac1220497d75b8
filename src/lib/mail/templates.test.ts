import { describe, expect, it } from 'vitest';
import { escapeHtml, wrapText } from './render';
import { newsletterConfirmationMail, scanReportMail, type CheckVerdicts } from './templates';

/** The text part with its line wrapping undone. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

const links = { unsubscribeUrl: 'https://www.registrar.test/newsletter/unsubscribe?token=u', oneClickUnsubscribeUrl: 'https://www.registrar.test/api/newsletter/unsubscribe?token=u' };
const checks: CheckVerdicts = {
  ipv6: false, dnssec: true, dane: true,
  https: true, httpsRedirect: true, httpCompression: false, ssl: true, tls: true, hsts: false,
  xFrameOptions: true, xContentTypeOptions: true, contentSecurityPolicy: false, referrerPolicy: true,
  spf: true, dkim: null, dmarc: true,
};
const report = {
  host: 'example.com',
  scores: { overall: 71, domainSec: 70, connSec: 75, secOptions: 75, emailSec: 70 },
  checks,
  scannedAt: new Date('2026-11-24T10:00:00Z'),
  confirmUrl: 'https://www.registrar.test/newsletter/confirm?token=c',
  scanPageUrl: 'https://www.registrar.test/tools/web-security-scan',
};

describe('the scan report mail', () => {
  it('is responsive HTML and text: scores, every check with its verdict and advice, confirm and unsubscribe links', () => {
    const mail = scanReportMail({ locale: 'en', to: 'jo@example.com', siteUrl: 'https://www.registrar.test', links }, report);
    expect(mail).toMatchObject({ kind: 'scan-report', subject: 'Your security report for example.com', locale: 'en' });
    // Responsive: a viewport, a 600 px container that goes full width on a phone.
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toMatch(/@media only screen and \(max-width: 620px\)[\s\S]*\.container \{ width: 100% !important; \}/);
    expect(mail.html).toContain('class="container" width="600"');
    expect(mail.html).toContain('<html lang="en-US">');
    // Scores, each group, each of the 16 checks with verdict and advice.
    expect(flat(mail.text)).toContain('Overall score: 71 out of 100');
    expect(mail.text).toContain('\n  Connection security: 75 out of 100\n');
    expect(flat(mail.text)).toContain('- IPv6: Failed. Publish an AAAA record for your host and make the web server answer over IPv6.');
    expect(flat(mail.text)).toContain('- DNSSEC: Passed. Your domain is signed with DNSSEC, so its DNS answers cannot be forged.');
    expect(flat(mail.text)).toContain('- DKIM: Not checked. This check could not be completed during the scan.');
    expect((mail.text.match(/^- /gm) ?? []).length).toBe(16);
    expect((mail.html.match(/<tr class="stack">/g) ?? []).length).toBe(16);
    expect(mail.html).toContain('Other sites cannot put your pages in a frame (clickjacking protection).');
    // The double opt-in button while unconfirmed, and the unsubscribe link in every mail (footer + headers).
    expect(mail.html).toContain('href="https://www.registrar.test/newsletter/confirm?token=c"');
    expect(flat(mail.text)).toContain('Confirm newsletter subscription: https://www.registrar.test/newsletter/confirm?token=c');
    expect(mail.html).toContain('href="https://www.registrar.test/newsletter/unsubscribe?token=u"');
    expect(flat(mail.text)).toContain('Unsubscribe from the newsletter: https://www.registrar.test/newsletter/unsubscribe?token=u');
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://www.registrar.test/api/newsletter/unsubscribe?token=u>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(mail.text.split('\n').every((line) => line.length <= 76 || !line.includes(' '))).toBe(true);
  });

  it("is in the visitor's language (Dutch for /nl), without the confirm block once confirmed", () => {
    const mail = scanReportMail({ locale: 'nl', to: 'jo@example.com', siteUrl: 'https://www.registrar.test', links }, { ...report, confirmUrl: null });
    expect(mail.subject).toBe('Je beveiligingsrapport voor example.com');
    expect(mail.html).toContain('<html lang="nl-NL">');
    expect(flat(mail.text)).toContain('Totaalscore: 71 van 100');
    expect(flat(mail.text)).toContain('24 november 2026');
    expect(flat(mail.text)).toContain('- IPv6: Niet geslaagd.');
    expect(flat(mail.text)).toContain('Afmelden voor de nieuwsbrief: https://www.registrar.test/newsletter/unsubscribe?token=u');
    expect(mail.html).not.toContain('confirm?token');
    // The tool speaks Spanish too: a Spanish visitor reads a Spanish report.
    const spanish = scanReportMail({ locale: 'es', to: 'a@example.com', siteUrl: 'https://x.test', links }, report);
    expect(spanish.subject).toBe('Tu informe de seguridad de example.com');
    expect(flat(spanish.text)).toContain('24 de noviembre de 2026');
  });

  it('escapes whatever it did not write itself', () => {
    const mail = scanReportMail({ locale: 'en', to: '"><script>x</script>@example.com', siteUrl: 'https://www.registrar.test', links }, { ...report, host: 'a<b>.example.com' });
    expect(mail.html).not.toContain('<script>x</script>');
    expect(mail.html).toContain('a&lt;b&gt;.example.com');
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(wrapText('word '.repeat(40).trim(), 20).split('\n').every((line) => line.length <= 20)).toBe(true);
  });
});

describe('the newsletter confirmation mail', () => {
  it('has the confirm button, the 7-day notice and the unsubscribe link, in the language asked for', () => {
    const mail = newsletterConfirmationMail({ locale: 'es', to: 'ana@example.com', siteUrl: 'https://www.registrar.test', links, confirmUrl: 'https://www.registrar.test/es/newsletter/confirm?token=c' });
    expect(mail).toMatchObject({ kind: 'newsletter-confirmation', subject: 'Confirma tu suscripción al boletín', locale: 'es' });
    expect(mail.html).toContain('<html lang="es-ES">');
    expect(mail.html).toContain('href="https://www.registrar.test/es/newsletter/confirm?token=c"');
    expect(flat(mail.text)).toContain('Confirmar suscripción: https://www.registrar.test/es/newsletter/confirm?token=c');
    expect(flat(mail.text)).toContain('El enlace es válido durante 7 días.');
    expect(flat(mail.text)).toContain('Recibes este correo porque se introdujo ana@example.com en www.registrar.test.');
    expect(flat(mail.text)).toContain('Darse de baja del boletín: https://www.registrar.test/newsletter/unsubscribe?token=u');
    expect(mail.html).toContain('href="https://www.registrar.test/es/legal/privacy-policy"');
  });
});

describe('the scan report mail: a group none of whose checks ran', () => {
  it("says 'Not checked' instead of a score, as the page does", () => {
    const none = { ...checks, spf: null, dkim: null, dmarc: null };
    const mail = scanReportMail({ locale: 'en', to: 'jo@example.com', siteUrl: 'https://www.registrar.test', links }, { ...report, checks: none, scores: { ...report.scores, emailSec: 0 } });
    expect(mail.text).toContain('\n  Email security: Not checked\n');
    expect(mail.text).not.toContain('Email security: 0 out of 100');
    expect(mail.html).toContain('Email security — Not checked');
    expect(mail.text).toContain('\n  Connection security: 75 out of 100\n');
  });
});
