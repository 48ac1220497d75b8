/** Types of scripts/build-server.mjs. */
export const SITE_SERVER_FILE: string;
export function buildServer(outfile?: string): Promise<string>;
