/** Types of scripts/test-prerequisites.mjs. */
export const TEST_PACKAGES: string[];
export function missingPackages(packages?: string[]): string[] | null;
export function ensureTestPackages(options?: { packages?: string[]; isRoot?: boolean; log?: (line: string) => void; error?: (line: string) => void }): number;
