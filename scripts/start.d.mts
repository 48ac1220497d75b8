/** Types of scripts/start.mjs for the e2e global setup and the scripts that serve the site. */
export const SITE_SERVER: string;
export function sourceFingerprint(env?: Record<string, string | undefined>): string;
export function serverFingerprint(): string;
export function isBuilt(fingerprint?: string): boolean;
export function runBuild(options?: { quiet?: boolean }): Promise<number>;
export function ensureBuild(options?: { quiet?: boolean }): void;
