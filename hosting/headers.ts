// The one definition of the site's response headers: security headers, the CSP computed
// from the export, and the cache rules. `hosting/postbuild.ts` writes it to
// deploy/headers.json and generates every host's config from it; the `npm start` server
// (server/main.ts) reads the same file at startup (recomputing it if it is missing or stale).
import { closeSync, constants, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { campaignCookie, campaignPath, variantPath, type SplitCampaign, type SplitDefinition } from '@/lib/campaigns';
import { SLUG, VARIANT_NAME, shown } from '@/lib/links';
import { writeFileAtomicSync } from '../scripts/atomic-write';
import { contentSplit } from './split/content-split';
import { analyticsSources, buildPolicy, cspHash, scanHtml } from './csp';
import { httpHeader } from './config-values';
import { digestOf, htmlDigest, listPages } from './export-files';

export const DEFINITIONS_FILE = 'deploy/headers.json';
/** The mark every headers file the build writes carries (generatedBy): hosting/output-folders.ts tells a folder a run wrote by it. */
export const GENERATED_BY = 'hosting/postbuild.ts';

/**
 * Headers every response gets (the CSP is added per build).
 *
 * No Cross-Origin-Opener-Policy. `same-origin` (which this site once sent) protects a page's
 * window from cross-origin openers and popups, and this site has nothing in a window to protect:
 * no account, no form, no state. It costs every first visit a browsing-context-group switch: the
 * page commits in a fresh renderer process (on Android, where the site's visitors are, a process
 * of its own), where V8's context creation takes about twice as long. In Lighthouse's mobile
 * simulation that commit task runs into the first paint: TBT median 124 ms with it against 55
 * without on the home page, 113 against 19 on /live-games (5 interleaved runs each).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  'Cross-Origin-Resource-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
});

/**
 * The headers a headers file's security map may set: the build's own. An edited file may change their values, but
 * not add one the server answers with itself (Transfer-Encoding beside its Content-Length).
 */
export const SECURITY_HEADER_NAMES: readonly string[] = Object.freeze(Object.keys(SECURITY_HEADERS));
/** Every header responseHeaders gives: what npm start's server takes as the site's headers. */
export const RESPONSE_HEADER_NAMES: readonly string[] = Object.freeze([...SECURITY_HEADER_NAMES, 'Content-Security-Policy']);

export const CACHE_CONTROL = Object.freeze({
  /** content-hashed build assets: never change under the same URL */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML and the export's unhashed RSC payloads (*.txt): always revalidate */
  revalidate: 'no-cache',
  /** other public files (images, icons, fonts): may change between deploys, so an hour */
  asset: 'public, max-age=3600',
});

/**
 * Cache rules by URL path (first match wins; nothing matched → `no-cache`). The patterns
 * are plain PCRE so the nginx generator can emit them verbatim into a `map`.
 */
export const CACHE_RULES = Object.freeze([
  { name: 'immutable', pattern: '^/_next/static/', value: CACHE_CONTROL.immutable },
  { name: 'revalidate', pattern: '\\.(?:html|txt)$', value: CACHE_CONTROL.revalidate },
  {
    name: 'asset',
    pattern: '\\.(?:avif|bmp|css|gif|ico|jpe?g|js|json|map|mjs|mp3|mp4|ogg|otf|pdf|png|svg|ttf|wasm|webm|webmanifest|webp|woff2?|xml)$',
    value: CACHE_CONTROL.asset,
  },
]);
export const CACHE_DEFAULT = CACHE_CONTROL.revalidate;

const cacheMatchers = CACHE_RULES.map((rule) => ({ ...rule, re: new RegExp(rule.pattern, 'i') }));

/** Cache-Control for a URL path or a path relative to the export root ("/slots.html"). */
export function cacheControlFor(urlPath: string): string {
  const p = urlPath.startsWith('/') ? urlPath : `/${urlPath}`;
  for (const rule of cacheMatchers) if (rule.re.test(p)) return rule.value;
  return CACHE_DEFAULT;
}

/**
 * An image's own policy: an SVG opened on its own is a document, and one that slipped past the upload
 * and build checks (scripts/svg-safety.ts) still runs nothing, loads nothing and is sandboxed. Every
 * host sends it for the files IMAGE_EXTENSIONS names: in place of the site's on npm start, nginx,
 * Vercel and CloudFront; beside it on Netlify and Cloudflare Pages, whose _headers join a header two
 * rules set.
 */
export const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
export const IMAGE_EXTENSIONS = Object.freeze(['avif', 'bmp', 'gif', 'ico', 'jpeg', 'jpg', 'png', 'svg', 'webp']);
const imageRe = new RegExp(`\\.(?:${IMAGE_EXTENSIONS.join('|')})$`, 'i');
export const isImage = (file: string): boolean => imageRe.test(file);

/** File types worth compressing (by extension), shared by postbuild, the server and nginx. */
export const COMPRESSIBLE_EXTENSIONS = Object.freeze(['html', 'txt', 'css', 'js', 'mjs', 'json', 'map', 'svg', 'xml', 'webmanifest', 'ico', 'ttf', 'otf']);
const compressibleRe = new RegExp(`\\.(?:${COMPRESSIBLE_EXTENSIONS.join('|')})$`, 'i');
export const isCompressible = (file: string): boolean => compressibleRe.test(file);

/** Cloudflare Pages' `_headers` limit for one line (indent + name + ": " + value). */
export const CLOUDFLARE_LINE_LIMIT = 2000;

export interface PageCsp {
  file: string;
  policy: string;
  scriptHashes: string[];
}

/** deploy/headers.json: everything a host needs to answer like `npm start`. */
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
  /** The campaigns' traffic split (content/campaigns.json): what npm start and the hosts' edge code run (hosting/split/). */
  split: SplitDefinition;
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

/** A variant of the campaign's whose page the export does not have: a host never rewrites to a file that is not there. */
const variantWithoutPage = (campaign: SplitCampaign, routes: ReadonlySet<string>) => campaign.variants.find((variant) => !routes.has(variant.path));

/** Scans every HTML file in the export (`root`, out/) and returns the header definitions, with the campaigns' split. */
export function computeDefinitions(root: string, split: SplitDefinition = contentSplit()): Definitions {
  const pages = listPages(root);
  if (pages.length === 0) throw new Error(`no HTML files in ${root}: build the site first`);
  const all = { scriptHashes: [] as string[], styleHashes: [] as string[], styleAttributes: false, media: false, sources: analyticsSources('none') };
  const perPage: Record<string, PageCsp> = {};
  let inlineScripts = 0;
  const forms: string[] = [];
  const read: { file: string; body: Buffer }[] = [];
  for (const { file, route } of pages) {
    const body = readFileSync(path.join(root, file));
    read.push({ file, body });
    const scan = scanHtml(body.toString('utf8'));
    const page = {
      scriptHashes: scan.scripts.map(cspHash),
      styleHashes: scan.styles.map(cspHash),
      styleAttributes: scan.styleAttributes > 0,
      media: scan.media,
      sources: scan.sources,
    };
    inlineScripts += scan.scripts.length;
    if (scan.forms) forms.push(route);
    all.scriptHashes.push(...page.scriptHashes);
    all.styleHashes.push(...page.styleHashes);
    all.styleAttributes ||= page.styleAttributes;
    all.media ||= page.media;
    for (const kind of ['script', 'connect', 'img'] as const) all.sources[kind].push(...page.sources[kind]);
    perPage[route] = { file, policy: buildPolicy(page), scriptHashes: [...new Set(page.scriptHashes)].sort() };
  }
  const policy = buildPolicy(all);
  const cspLine = `  Content-Security-Policy: ${policy}`;
  return {
    version: 1,
    generatedBy: GENERATED_BY,
    htmlDigest: digestOf(read),
    security: { ...SECURITY_HEADERS },
    csp: {
      policy,
      pages: perPage,
      scriptHashes: [...new Set(all.scriptHashes)].sort(),
      styleHashes: [...new Set(all.styleHashes)].sort(),
      styleUnsafeInline: all.styleAttributes,
    },
    cache: { rules: CACHE_RULES.map(({ name, pattern, value }) => ({ name, pattern, value })), default: CACHE_DEFAULT },
    routes: pages.map((p) => p.route),
    // Only the campaigns this export has pages for.
    split: { ...split, campaigns: split.campaigns.filter((campaign) => !variantWithoutPage(campaign, new Set(Object.keys(perPage)))) },
    stats: {
      pages: pages.length,
      inlineScripts,
      uniqueScriptHashes: new Set(all.scriptHashes).size,
      cspLength: policy.length,
      cloudflareCspLine: cspLine.length,
      fitsCloudflareLine: cspLine.length <= CLOUDFLARE_LINE_LIMIT,
      pagesWithForms: forms,
    },
  };
}

/** Security headers + the global CSP, as one name → value object. */
export function responseHeaders(defs: Definitions): Record<string, string> {
  return { ...defs.security, 'Content-Security-Policy': defs.csp.policy };
}

export function writeDefinitions(file: string, defs: Definitions): void {
  mkdirSync(path.dirname(file), { recursive: true });
  // A server reading it meanwhile (npm start picks up a new build) reads the old file or the new one, whole.
  writeFileAtomicSync(file, `${JSON.stringify(defs, null, 2)}\n`);
}

/**
 * What a headers file may hold (edited by hand, or older than the build's checks), so a broken one never reaches a
 * request: the build's security headers, all of them and no other, each a string, as is the policy; the campaigns as splitDefinition makes them from the
 * content (lib/campaigns.ts), each variant's page in the export as computeDefinitions keeps them. What goes into a
 * Set-Cookie line or a rewrite is then a slug, a variant's name or a path made of them, never / or /_next.
 */
/** A header value longer than this is no header of the build's (sent, a megabyte's took the site down: an attacker's pass). */
const MAX_VALUE_LENGTH = 8192;

/**
 * What the server would refuse in a header's value (a line break, a character outside visible ASCII, a policy it cannot
 * read), or what would send a header that is not one (empty: browsers ignore it), in one line; null if none.
 */
function valueProblem(name: string, value: string): string | null {
  if (!value.trim()) return `the ${name} header is empty: a browser ignores it (undo the edit)`;
  if (value.length > MAX_VALUE_LENGTH) return `the ${name} header is ${value.length} characters long, over ${MAX_VALUE_LENGTH} (undo the edit)`;
  try {
    httpHeader(name, value, { file: `the ${name} header`, what: 'its value', fix: 'undo the edit' });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
const SECURITY = z.record(z.string(), z.string()).superRefine((headers, ctx) => {
  // Every one of the build's: a file that drops one ("security": {}) would serve the site without it, unsaid.
  for (const name of SECURITY_HEADER_NAMES)
    if (!Object.hasOwn(headers, name)) ctx.addIssue({ code: 'custom', path: [name], message: "is missing: every one of the build's security headers is needed" });
  for (const [name, value] of Object.entries(headers)) {
    if (!SECURITY_HEADER_NAMES.includes(name))
      ctx.addIssue({ code: 'custom', path: [name], message: `is not one of the build's security headers: ${SECURITY_HEADER_NAMES.join(', ')}` });
    else {
      const problem = valueProblem(name, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  }
});
const POLICY = z.string().superRefine((policy, ctx) => {
  const problem = valueProblem('Content-Security-Policy', policy);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
/** "/" and names, none empty, none "." or "..", none starting with "." (what a file server resolves or hides). */
const URL_PATH = /^(?:\/(?!\.)[a-z0-9._-]+)+$/;
const matching = (re: RegExp, what: string) => z.string().regex(re, { error: (issue) => `${shown(issue.input)} is not ${what}` });
const split = (routes: ReadonlySet<string>): z.ZodType<SplitDefinition> =>
  z.strictObject({
    maxAgeSeconds: z.number().int().nonnegative(),
    campaigns: z.array(
      z
        .strictObject({
          slug: matching(SLUG, 'a lower-case kebab-case slug'),
          path: matching(URL_PATH, 'a plain path'),
          cookie: z.string(),
          startsAt: z.number().nullable(),
          endsAt: z.number().nullable(),
          variants: z
            .array(
              z.strictObject({
                name: matching(VARIANT_NAME, 'a variant name (up to 24 lower-case letters, digits and single hyphens)'),
                weight: z.number().min(0).max(100),
                path: matching(URL_PATH, 'a plain path'),
              }),
            )
            .min(1),
        })
        .superRefine((campaign, ctx) => {
          const made = (at: (string | number)[], value: string, built: string) => {
            if (value !== built)
              ctx.addIssue({ code: 'custom', path: at, message: `${shown(value)} is not ${shown(built)}, what the build makes of the slug ${shown(campaign.slug)}` });
          };
          made(['path'], campaign.path, campaignPath(campaign));
          made(['cookie'], campaign.cookie, campaignCookie(campaign));
          campaign.variants.forEach((variant, index) => made(['variants', index, 'path'], variant.path, variantPath(campaign, variant)));
          const missing = variantWithoutPage(campaign, routes);
          if (missing)
            ctx.addIssue({ code: 'custom', path: ['variants', campaign.variants.indexOf(missing), 'path'], message: `${shown(missing.path)} is not a page of this export` });
        }),
    ),
  });
const definitions = (routes: ReadonlySet<string>) => z.looseObject({ security: SECURITY, csp: z.looseObject({ policy: POLICY }), split: split(routes) });

/** A JSON.parse reviver: a "__proto__" key is no field of the file (zod would skip it silently, the raw object keep it). */
function noPrototypeKey(key: string, value: unknown) {
  if (key === '__proto__') throw new Error('"__proto__" is not a field of a headers file');
  return value;
}

/** A headers file larger than this is none the build wrote (the build's is about 13 KB). */
const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The text of a headers file: opened without waiting (a FIFO put in its place hung every request, found by an
 * attacker's pass), read only if what was opened is a regular file, and never past MAX_FILE_BYTES, whatever size it
 * claims (a link to /proc/self/pagemap says 0 bytes and reads on for gigabytes: another pass).
 */
export function readHeadersFile(file: string): string {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    if (!fstatSync(fd).isFile()) throw new Error('it is not a regular file');
    // In whole chunks (a /proc file refuses reads of odd lengths), until the end or one chunk past the limit.
    const chunk = 64 * 1024;
    const buffer = Buffer.alloc(MAX_FILE_BYTES + chunk);
    let length = 0;
    for (let read = readSync(fd, buffer, 0, chunk, null); read > 0; read = readSync(fd, buffer, length, chunk, null)) {
      length += read;
      if (length > MAX_FILE_BYTES) throw new Error(`it is over ${MAX_FILE_BYTES} bytes`);
    }
    return buffer.toString('utf8', 0, length);
  } finally {
    closeSync(fd);
  }
}

/** A problem of a headers file as one line: the field, where in it, what is wrong. */
const issueLine = ({ path: at, message }: z.core.$ZodIssue) => [String(at[0] ?? ''), at.slice(1).map(String).join('.'), message].filter(Boolean).join(': ');

/**
 * The definitions for `root`: from `file` when it exists and matches the HTML in `root`,
 * else computed now (with the reason, so the caller can say so).
 */
export function loadDefinitions(root: string, file: string | null = DEFINITIONS_FILE): { defs: Definitions; source: 'file' | 'computed'; reason?: string } {
  if (file && existsSync(file)) {
    try {
      const defs = JSON.parse(readHeadersFile(file), noPrototypeKey) as Definitions;
      const pages = listPages(root); // walked once, for the digest and the pages a variant may name
      if (defs.version !== 1 || defs.htmlDigest !== htmlDigest(root, pages)) {
        return { defs: computeDefinitions(root), source: 'computed', reason: `${file} is stale for ${root} (run npm run host-configs)` };
      }
      const checked = definitions(new Set(pages.map((page) => page.route))).safeParse(defs);
      if (!checked.success) throw new Error(issueLine(checked.error.issues[0]!));
      // What was checked is what is used (its other fields passed through as read): zod leaves out what it skips,
      // a "__proto__" key, which the raw object keeps.
      return { defs: checked.data as unknown as Definitions, source: 'file' };
    } catch (err) {
      return {
        defs: computeDefinitions(root),
        source: 'computed',
        reason: `${file} unreadable: ${err instanceof Error ? err.message : String(err)} (run npm run host-configs to write it again)`,
      };
    }
  }
  return { defs: computeDefinitions(root), source: 'computed', reason: `${file} not found` };
}
