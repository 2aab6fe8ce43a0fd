// Lighthouse CI runs Lighthouse for the bench (`lhci collect` into <dir>/.lighthouseci, `lhci assert` on it);
// this reads its reports back: each figure's median, and the first view's bodies, which Lighthouse counts with their headers.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from '../../test-support/chromium';

export const RC = path.join(__dirname, '..', 'lighthouserc.json');
const LHCI = require.resolve('@lhci/cli/src/cli.js');
// Any host but this one fails to resolve (without a DNS query), e.g. a redirect to the affiliate site.
// No --disable-gpu: a phone's Chrome composites in a GPU process, and without the flag this machine's Chromium
// does the same in software (SwiftShader). Measured on the home page, Chromium 156, three interleaved runs
// each, Lighthouse's own CLI against lhci: TBT 0-90 ms and LCP 1,206-1,284 ms with every flag set tried (with
// and without --disable-gpu, with and without the host rule); the bench's TBT of about 500 ms at stop 48 and
// 85-254 at stop 40 came from the Chromium builds those machines had, not from a flag (2026-11-29).
const CHROME_FLAGS = [...CHROMIUM_ARGS.filter((flag) => flag !== '--disable-gpu'), '--host-resolver-rules="MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"'].join(' ');

interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number; details?: { items?: { url: string; statusCode: number; resourceType?: string }[] } } | undefined>;
}
type Run = Record<string, number | null>;
export type Page = Awaited<ReturnType<typeof pageOf>>;

/** Runs `lhci <args>` in `dir`, its output on stderr (the bench's report is stdout); collect in the system Chromium. */
export function lhci(dir: string, args: string[]): Promise<number> {
  const chrome = findChromium();
  if (!chrome) throw new Error("no Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  const browser = args[0] === 'collect' ? [`--chromePath=${chrome}`, `--settings.chromeFlags=${CHROME_FLAGS}`] : [];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [LHCI, ...args, `--config=${RC}`, ...browser], { cwd: dir, stdio: ['ignore', process.stderr, 'inherit'] });
    child.on('error', reject).on('close', (code) => resolve(code ?? 1));
  });
}

/** One Lighthouse run on each URL (mobile, simulated throttling, a fresh Chromium profile), added to `dir`'s runs unless `fresh`. */
export async function collect(dir: string, urls: string[], { fresh = false, settings = [] as string[] } = {}) {
  mkdirSync(dir, { recursive: true });
  const code = await lhci(dir, ['collect', ...urls.map((url) => `--url=${url}`), ...(fresh ? [] : ['--additive']), ...settings]);
  if (code !== 0) throw new Error(`lhci collect failed (exit ${code}) on ${urls.join(' ')}`);
}

/** `lhci assert` on `dir`'s runs (each figure's median): what it found over budget. */
export async function assert(dir: string): Promise<{ ok: boolean; text: string }[]> {
  rmSync(path.join(dir, '.lighthouseci', 'assertion-results.json'), { force: true });
  const code = await lhci(dir, ['assert']);
  type Failure = { url: string; auditId: string; auditProperty?: string; name: string; expected: number; actual: number; level: string };
  const failures = JSON.parse(readFileSync(path.join(dir, '.lighthouseci', 'assertion-results.json'), 'utf8')) as Failure[];
  if (code !== 0 && !failures.length) throw new Error(`lhci assert failed (exit ${code})`);
  return failures.map(({ url, auditId, auditProperty, name, expected, actual, level }) => ({
    ok: level !== 'error',
    text: `${new URL(url).pathname} ${[auditId, auditProperty].filter(Boolean).join(':')} ${name}: median ${Number(actual.toFixed(4))}, expected ${expected}`,
  }));
}

/** The reports in `dir`, by URL. */
export function reports(dir: string): Map<string, Lhr[]> {
  const byUrl = new Map<string, Lhr[]>();
  for (const file of readdirSync(path.join(dir, '.lighthouseci')).filter((f) => /^lhr-\d+\.json$/.test(f))) {
    const lhr = JSON.parse(readFileSync(path.join(dir, '.lighthouseci', file), 'utf8')) as Lhr;
    byUrl.set(lhr.requestedUrl, [...(byUrl.get(lhr.requestedUrl) ?? []), lhr]);
  }
  return byUrl;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = { fcp: 'first-contentful-paint', lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift', si: 'speed-index' };

/** A run's scores (0-100) and metrics (whole ms; CLS to 3 decimals), as Lighthouse shows them. */
function figures(lhr: Lhr): Run {
  const scores = CATEGORIES.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100)]);
  const metrics = Object.entries(METRICS).map(([key, id]) => [key, Number(lhr.audits[id]?.numericValue?.toFixed(key === 'cls' ? 3 : 0) ?? NaN)]);
  return Object.fromEntries([...scores, ...metrics].map(([key, value]) => [key, Number.isNaN(value) ? null : value]));
}

function median(values: (number | null | undefined)[]): number | null {
  const v = values.filter((x): x is number => x != null).sort((a, b) => a - b);
  const mid = Math.floor((v.length - 1) / 2);
  return v.length === 0 ? null : v.length % 2 ? v[mid]! : (v[mid]! + v[mid + 1]!) / 2;
}

/** Audits that cost points in accessibility, best practices or SEO, in any run. */
function failingAudits(lhrs: Lhr[]): string[] {
  const failing = lhrs.flatMap((lhr) =>
    CATEGORIES.slice(1).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${id}/${ref.id}`),
    ),
  );
  return [...new Set(failing)];
}

export const BYTE_TYPES = ['html', 'js', 'css', 'images', 'fonts', 'other', 'total'];
const TYPES: Record<string, string> = { Document: 'html', Script: 'js', Stylesheet: 'css', Image: 'images', Font: 'fonts' };
const brotliSize = (body: Buffer) =>
  zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;

/**
 * The bodies of every request of a run's first view (its network-requests: no scrolling, so lazy images below the fold
 * are not in it), fetched again: `raw` decoded, `br` that at brotli q11, by type. `payload` is the page's inline RSC
 * payload (`self.__next_f.push([1, "…"])`, joined or not): what hydration parses.
 */
async function firstViewBytes(lhr: Lhr) {
  const bytes = Object.fromEntries(BYTE_TYPES.map((type) => [type, { raw: 0, br: 0 }]));
  const result = { requests: 0, bytes, payload: { raw: 0, br: 0 }, httpErrors: [] as string[] };
  for (const { url, statusCode, resourceType = '' } of lhr.audits['network-requests']?.details?.items ?? []) {
    if (!url.startsWith('http') || statusCode < 200 || (statusCode >= 300 && statusCode < 400)) continue;
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    if (url === lhr.requestedUrl) {
      const pushes = body.toString().matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g);
      const payload = Buffer.from([...pushes].map(([, json]) => (JSON.parse(json ?? '') as [1, string])[1]).join(''));
      result.payload = { raw: payload.length, br: payload.length ? brotliSize(payload) : 0 };
    }
    // An error page sent in place of a script or an image is not that type's weight.
    if (statusCode >= 400) result.httpErrors.push(`${statusCode} ${new URL(url).pathname}`);
    const br = brotliSize(body);
    for (const type of [statusCode < 400 ? (TYPES[resourceType] ?? 'other') : 'other', 'total']) {
      bytes[type]!.raw += body.length;
      bytes[type]!.br += br;
    }
    result.requests += 1;
  }
  return result;
}

/** A page's figures: each one's median over its runs, every run, and the first view's bytes (those alone for an exempt route). */
export async function pageOf(name: string, lhrs: Lhr[] | undefined, exempt = false) {
  if (!lhrs?.[0]) throw new Error(`no Lighthouse report for ${name}`);
  const runs = exempt ? [] : lhrs.map(figures);
  const medians = Object.fromEntries(Object.keys(runs[0] ?? {}).map((key) => [key, median(runs.map((run) => run[key]))]));
  return { name, median: medians, runs, ...(await firstViewBytes(lhrs[0])), failingAudits: failingAudits(lhrs) };
}
