import type en from '../../../messages/en/webSecTool.json';

/** The tool's static labels: the messages/<lang>/webSecTool.json namespace (English is the reference). */
export type WebSecLabels = typeof en;

/** Fills {name} placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
