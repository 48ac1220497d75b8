/**
 * A dynamic route segment as Next hands it to a page (still percent-encoded), decoded. A segment
 * that is not a valid escape once decoded by the router (`/%25` reaches a page as `%`) names no
 * page: undefined, and the page answers 404 instead of throwing (a 500 with a stack trace).
 */
export function decodePathSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** Every segment decoded, or undefined when any one is malformed. */
export function decodePathSegments(segments: readonly string[]): string[] | undefined {
  const decoded: string[] = [];
  for (const segment of segments) {
    const part = decodePathSegment(segment);
    if (part === undefined) return undefined;
    decoded.push(part);
  }
  return decoded;
}
