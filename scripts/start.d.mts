/** Types of scripts/start.mjs for the e2e global setup. */
export function sourceFingerprint(): string;
export function ensureBuild(options?: { quiet?: boolean }): void;
