import type en from '../../../messages/en/webSecTool.json';

/**
 * The tool's static labels: the messages/<lang>/webSecTool.json namespace (English is the reference),
 * plus the verdict of a check that never ran — the report mail's own word ('Not checked',
 * messages/<lang>/mail.json), so the page and the mail say the same.
 */
export type WebSecLabels = typeof en;

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
