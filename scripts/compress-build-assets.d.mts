export const COMPRESSED_EXTENSIONS: string[];
export function compressBuildAssets(staticDir?: string): { files: number; bytes: number; gzip: number; brotli: number };
