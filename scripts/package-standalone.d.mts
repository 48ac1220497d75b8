export function packageStandalone(target: string): string;
