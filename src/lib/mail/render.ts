/**
 * Responsive HTML mail, written for mail clients rather than browsers: one centred table of at most
 * 600 px with inline styles (clients drop <style> blocks or parts of them), a media query that
 * widens it on phones, system fonts, and a plain-text part with the same content. Every value that
 * comes from a visitor or the content system goes through escapeHtml.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);
}

export const BRAND_COLOUR = '#012856';
export const ACCENT_COLOUR = '#0a58ca';
export const SUCCESS_COLOUR = '#15803d';
export const DANGER_COLOUR = '#b91c1c';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0"><tr><td style="border-radius:6px;background:${ACCENT_COLOUR}"><a href="${escapeHtml(href)}" style="display:inline-block;padding:14px 28px;font-family:${FONT};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></td></tr></table>`;
}

export function paragraph(html: string, style = ''): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1e293b;${style}">${html}</p>`;
}

export function heading(text: string, level: 1 | 2 = 1): string {
  const size = level === 1 ? 24 : 19;
  return `<h${level} style="margin:0 0 16px;font-family:${FONT};font-size:${size}px;line-height:1.3;color:${BRAND_COLOUR}">${escapeHtml(text)}</h${level}>`;
}

export interface LayoutInput {
  /** <html lang>. */
  lang: string;
  title: string;
  /** Shown by mail clients beside the subject. */
  preheader: string;
  brand: string;
  siteUrl: string;
  bodyHtml: string;
  /** Footer paragraphs (already HTML). */
  footerHtml: string[];
}

export function layout(input: LayoutInput): string {
  return `<!doctype html>
<html lang="${escapeHtml(input.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(input.title)}</title>
<style>
@media only screen and (max-width: 620px) {
  .container { width: 100% !important; }
  .content, .footer { padding: 20px 16px !important; }
  .stack td { display: block !important; width: 100% !important; box-sizing: border-box; }
}
</style>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(input.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND_COLOUR};border-radius:8px 8px 0 0;padding:18px 32px"><a href="${escapeHtml(input.siteUrl)}" style="font-family:${FONT};font-size:20px;font-weight:700;color:#ffffff;text-decoration:none">${escapeHtml(input.brand)}</a></td></tr>
<tr><td class="content" style="padding:32px">
${input.bodyHtml}
</td></tr>
<tr><td class="footer" style="padding:20px 32px;border-top:1px solid #e2e8f0">
${input.footerHtml.map((html) => paragraph(html, 'font-size:13px;color:#475569;margin:0 0 8px')).join('\n')}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** Wraps plain text at word boundaries (RFC 5322 recommends 78 characters). */
export function wrapText(text: string, width = 76): string {
  return text
    .split('\n')
    .map((line) => {
      if (line.length <= width) return line;
      const words = line.split(' ');
      const lines: string[] = [];
      let current = '';
      for (const word of words) {
        if (current && current.length + 1 + word.length > width) {
          lines.push(current);
          current = word;
        } else current = current ? `${current} ${word}` : word;
      }
      if (current) lines.push(current);
      return lines.join('\n');
    })
    .join('\n');
}
