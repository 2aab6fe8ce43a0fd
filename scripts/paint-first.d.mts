export const FALLBACK_MS: number;
export function loaderScript(srcs: string[]): string;
export function paintFirst(html: string): { html: string; srcs: string[] };
