
export interface ComparisonFeature {
  name: string;
  tooltip: string;
  type: 'boolean' | 'text';
  /** For boolean features: included or not. */
  included: boolean;
  /** For text features: the value as written. */
  text: string;
}

const BOOLEAN_TYPES = new Set(['boolean', 'booleano', 'bool']);
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 'si', 'sí', 'ja', 'y', 'x', '✓', 'included']);

export function isBooleanType(type: unknown): boolean {
  return typeof type === 'string' && BOOLEAN_TYPES.has(type.trim().toLowerCase());
}

/** A boolean value as the CMS sends it: true, 'true', '1', 'yes', 'sí', 'ja'... */
export function booleanValue(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return typeof value === 'string' && TRUE_WORDS.has(value.trim().toLowerCase());
}

export type Side = 'left' | 'right';

/** Left and right features interleaved: left 1, right 1, left 2, right 2, then the rest of the longer side. */
export function interleave<T>(left: readonly T[], right: readonly T[]): Array<{ side: Side; feature: T }> {
  const rows: Array<{ side: Side; feature: T }> = [];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const l = left[index];
    const r = right[index];
    if (l !== undefined) rows.push({ side: 'left', feature: l });
    if (r !== undefined) rows.push({ side: 'right', feature: r });
  }
  return rows;
}

/** What the phone layout lists: the left features only, or both interleaved after View more. */
export function mobileRows<T>(left: readonly T[], right: readonly T[], expanded: boolean): Array<{ side: Side; feature: T }> {
  return expanded ? interleave(left, right) : left.map((feature) => ({ side: 'left' as const, feature }));
}
