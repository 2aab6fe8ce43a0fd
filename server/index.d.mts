// Types for server/index.mjs (the modules are plain ESM JavaScript run by Node directly).

// ---- headers.mjs ------------------------------------------------------------------------
export interface PageCsp {
  file: string;
  policy: string;
  scriptHashes: string[];
}
export interface Definitions {
  version: 1;
  generatedBy: string;
  htmlDigest: string;
  security: Record<string, string>;
  csp: {
    policy: string;
    pages: Record<string, PageCsp>;
    scriptHashes: string[];
    styleHashes: string[];
    styleUnsafeInline: boolean;
  };
  cache: { rules: { name: string; pattern: string; value: string }[]; default: string };
  routes: string[];
  stats: {
    pages: number;
    inlineScripts: number;
    uniqueScriptHashes: number;
    cspLength: number;
    cloudflareCspLine: number;
    fitsCloudflareLine: boolean;
    pagesWithForms: string[];
  };
}
export const DEFINITIONS_FILE: string;
export const SECURITY_HEADERS: Readonly<Record<string, string>>;
export const CACHE_CONTROL: Readonly<{ immutable: string; revalidate: string; asset: string }>;
export const CACHE_RULES: ReadonlyArray<{ name: string; pattern: string; value: string }>;
export const CACHE_DEFAULT: string;
export const COMPRESSIBLE_EXTENSIONS: ReadonlyArray<string>;
export const CLOUDFLARE_LINE_LIMIT: number;
export function cacheControlFor(urlPath: string): string;
export function isCompressible(file: string): boolean;
export function computeDefinitions(root: string): Definitions;
export function responseHeaders(defs: Definitions): Record<string, string>;
export function writeDefinitions(file: string, defs: Definitions): void;
export function loadDefinitions(root: string, file?: string): { defs: Definitions; source: 'file' | 'computed'; reason?: string };

// ---- csp.mjs ----------------------------------------------------------------------------
export function cspHash(text: string): string;
/** Hosts an analytics provider needs, by directive. */
export interface AnalyticsSources { script: string[]; connect: string[]; img: string[] }
export function analyticsSources(provider: string, host?: string): AnalyticsSources;
export function scanHtml(html: string): { scripts: string[]; styles: string[]; styleAttributes: number; media: boolean; forms: boolean; sources: AnalyticsSources };
export function buildPolicy(input?: { scriptHashes?: string[]; styleHashes?: string[]; styleAttributes?: boolean; media?: boolean; sources?: AnalyticsSources }): string;
export function parsePolicy(policy: string): Map<string, string[]>;

// ---- filter.mjs -------------------------------------------------------------------------
export const MAX_LINE: number;
export const ALLOWED_METHODS: ReadonlyArray<string>;
export const STATUS_TEXT: Readonly<Record<number, string>>;
export const HIDDEN_PATHS: ReadonlyArray<string>;
export function percentDecode(s: string): Buffer | null;
export function normalizePath(p: string): string | null;
export function encodePath(p: string): string;
export type CheckResult = { ok: true; path: string; query: string; utf8: boolean } | { ok: false; status: number; reason: string };
export function checkRequest(req: {
  method: string;
  url: string;
  httpVersion?: string;
  rawHeaders?: string[];
  headers?: Record<string, unknown>;
}): CheckResult;
export function redirectTarget(path: string): string | null;

// ---- range.mjs / compress.mjs -----------------------------------------------------------
export function evaluateRange(
  size: number,
  header: string | undefined,
): { kind: 'none' } | { kind: 'unsatisfiable' } | { kind: 'range'; start: number; end: number };
export const MIN_COMPRESS_SIZE: number;
export function negotiateEncoding(header: string | undefined): 'br' | 'gzip' | null;
export class VariantStore {
  get(file: string, stats: import('node:fs').Stats, encoding: 'br' | 'gzip'): Promise<{ size: number; open: () => NodeJS.ReadableStream } | null>;
}

// ---- site.mjs ---------------------------------------------------------------------------
export function listFiles(root: string): string[];
export function routeForHtml(rel: string): string;
export function listPages(root: string): { file: string; route: string }[];
export function htmlDigest(root: string): string;

// ---- raw-http.mjs -----------------------------------------------------------------------
export interface RawResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  headerList: [string, string][];
  body: Buffer;
  raw: Buffer;
}
export function rawRequest(opts: { host?: string; port: number; data: string | Buffer; timeout?: number }): Promise<RawResponse>;
export function parseResponse(raw: Buffer): RawResponse;
export function buildRequest(
  method: string,
  target: string,
  headers?: Record<string, string>,
  options?: { version?: string; host?: string | null },
): string;

// ---- checks.mjs -------------------------------------------------------------------------
export interface SiteFacts {
  root: string;
  routes: string[];
  js: string;
  image: string;
  generatedImages: string[];
  icon: string | null;
  rscIndex: string | null;
  rscNested: string | null;
  routeWithFolder: string | null;
  rscSpecial: string | null;
  indexSize: number;
  notFoundSnippet: string | null;
}
export interface CheckRow {
  id: string;
  group?: string;
  request: {
    raw?: string;
    method?: string;
    target?: string;
    headers?: Record<string, string>;
    etagFrom?: string;
    lastModifiedFrom?: string;
    closeAfterHead?: boolean;
  };
  expect: Record<string, unknown>;
  nginx?: { expect: Record<string, unknown>; note: string };
}
export interface CheckContext {
  port: number;
  host?: string;
  target: 'node' | 'nginx';
  root: string;
  rows?: CheckRow[];
}
export function describeSite(root: string): SiteFacts;
export function buildChecks(site: SiteFacts): CheckRow[];
export function expectationFor(row: CheckRow, target: 'node' | 'nginx'): Record<string, unknown>;
export function runCheck(row: CheckRow, ctx: CheckContext): Promise<{ failures: string[]; res: RawResponse | null }>;
export function runChecks(ctx: CheckContext): Promise<{ row: CheckRow | { id: string; group: string }; failures: string[]; status: number | null; note?: string }[]>;
export function formatResults(results: { row: { id: string; group?: string }; failures: string[]; status: number | null; note?: string }[]): string;

// ---- fixture.mjs ------------------------------------------------------------------------
export const FIXTURE_ROUTES: ReadonlyArray<string>;
export const FIXTURE_JS: string;
export const FIXTURE_CSS: string;
export const FIXTURE_MARKER_404: string;
export function createFixture(dir?: string): string;

// ---- nginx-runner.mjs -------------------------------------------------------------------
export function findNginx(): string | null;
export function ensureNginx(options?: { install?: boolean }): { bin: string | null; hint?: string };
export function freePort(host?: string): Promise<number>;
export function waitForPort(port: number, host?: string, timeoutMs?: number, isAlive?: () => boolean): Promise<void>;
export function startNginx(options: { bin: string; root: string; defs: Definitions; port?: number; workers?: number }): Promise<{
  port: number;
  prefix: string;
  siteConf: string;
  stop: () => Promise<void>;
  errorLog: () => string;
}>;

// ---- hosts/ -----------------------------------------------------------------------------
export const GENERATED_NOTE: string;
export function cachePatterns(root: string): { path: string; cacheControl: string }[];
export function pageRoutes(defs: Definitions): string[];
export const NGINX_DEFAULTS: Readonly<{ root: string; listen: string[]; serverName: string }>;
export function nginxConfig(defs: Definitions, options?: { root?: string; listen?: string[]; serverName?: string }): string;
export function nginxTestConfig(options: { prefix: string; siteConf: string; workers?: number; asRoot?: boolean }): string;
export const CLOUDFLARE_MAX_RULES: number;
export function headersFile(defs: Definitions, root: string): { text: string; rules: number; longestLine: number; cspMode: 'global' | 'per-page' };
export function redirectsFile(defs: Definitions): string;
export function parseHeadersFile(text: string): { path: string; headers: [string, string][] }[];
export interface VercelConfig {
  $schema: string;
  cleanUrls: boolean;
  trailingSlash: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}
export function vercelConfig(defs: Definitions, root: string): VercelConfig;
export const CLOUDFRONT_CSP_LIMIT: number;
export function cloudfrontFunction(): string;
export interface CloudFrontHeadersPolicy {
  Name: string;
  Comment: string;
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { Override: boolean; ContentSecurityPolicy: string };
    StrictTransportSecurity: { Override: boolean; AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { Override: boolean; FrameOption: string };
    ReferrerPolicy: { Override: boolean; ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Quantity: number; Items: { Header: string; Value: string; Override: boolean }[] };
}
export function cloudfrontHeadersPolicy(defs: Definitions, options?: { name?: string }): CloudFrontHeadersPolicy;
export function writeHostConfigs(options: { defs: Definitions; root: string; deployDir: string }): {
  files: string[];
  warnings: string[];
  headersFile: { rules: number; longestLine: number; cspMode: string };
};
