export const FALLBACK_MS: number;
export const RUN_FALLBACK_MS: number;
export function loaderScript(srcs: string[]): string;
export function paintFirst(html: string, sizeOf?: (src: string) => number): { html: string; srcs: string[] };
