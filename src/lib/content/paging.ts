import type { Connection } from './types';

/** Cursors in WPGraphQL's style: base64("arrayconnection:<index>") of the last node returned. */
export function encodeCursor(index: number): string {
  return Buffer.from(`arrayconnection:${index}`).toString('base64');
}

export function decodeCursor(cursor: string | null | undefined): number {
  if (!cursor) return -1;
  const match = Buffer.from(cursor, 'base64').toString('utf8').match(/^arrayconnection:(\d+)$/);
  return match?.[1] ? Number(match[1]) : -1;
}

export function paginate<T>(items: readonly T[], first: number, after?: string | null): Connection<T> {
  const start = decodeCursor(after) + 1;
  const nodes = items.slice(start, start + Math.max(0, first));
  const last = start + nodes.length - 1;
  return {
    nodes,
    pageInfo: { endCursor: nodes.length ? encodeCursor(last) : null, hasNextPage: last + 1 < items.length },
  };
}
