// The limits hosts put on their configuration, checked before anything is written. A config past
// one is one line naming the host, the limit, the measured size and what made it grow, so whoever
// changed the content can tell which change to undo (nginx has none of these limits).
import type { Definitions } from './headers';
import { CLOUDFLARE_LINE_LIMIT } from './headers';
import type { HostFile } from './hosts';
import { CLOUDFRONT_CUSTOM_HEADERS, CLOUDFRONT_FUNCTION_LIMIT } from './hosts/cloudfront';
import { CLOUDFLARE_MAX_REDIRECTS, CLOUDFLARE_MAX_RULES, parseHeadersFile } from './hosts/netlify-cloudflare';
import { pageGrowth } from './page-growth';

const n = (value: number) => value.toLocaleString('en');
const SET_IN_CODE = 'the value is set in hosting/headers.ts (SECURITY_HEADERS). Fix: shorten it there';
const FEWER = 'Fix: show fewer of those entries on one page';

function over(host: string, what: string, measured: number, limit: number, unit: string, cause: string): string {
  return `${host}: ${what} is ${n(measured)} ${unit}, over the limit of ${n(limit)}: ${cause}.`;
}

/** What made the longest page policy long (the per-page configs grow with it). */
function longestPageGrowth(defs: Definitions, root: string): string {
  const [longest] = Object.entries(defs.csp.pages).sort(([, a], [, b]) => b.policy.length - a.policy.length);
  return longest ? `the longest is for ${longest[0]}: ${pageGrowth(root, ...longest)}` : 'the export has no pages';
}

function cloudflareProblems(defs: Definitions, root: string, files: Map<string, string>): string[] {
  const problems: string[] = [];
  const host = 'Cloudflare Pages';
  const rules = parseHeadersFile(files.get('_headers') ?? '');
  const pageRules = rules.filter((rule) => rule.headers.some(([name]) => name === 'Content-Security-Policy') && rule.path !== '/*').length;
  if (rules.length > CLOUDFLARE_MAX_RULES) {
    const cause = `${pageRules} pages need a Content-Security-Policy rule of their own, since the union of their policies (${n(defs.csp.policy.length)} characters) does not fit one line`;
    problems.push(over(host, 'the number of rules in out/_headers', rules.length, CLOUDFLARE_MAX_RULES, 'rules', cause));
  }
  for (const rule of rules) {
    for (const [name, value] of rule.headers) {
      const length = `  ${name}: ${value}`.length;
      if (length <= CLOUDFLARE_LINE_LIMIT) continue;
      const page = name === 'Content-Security-Policy' ? defs.csp.pages[rule.path] : undefined;
      const cause = page ? `${pageGrowth(root, rule.path, page)}. ${FEWER}` : SET_IN_CODE;
      problems.push(over(host, `the ${name} line for ${rule.path} in out/_headers`, length, CLOUDFLARE_LINE_LIMIT, 'characters', cause));
    }
  }
  const redirects = (files.get('_redirects') ?? '').split('\n').filter((line) => line.trim() && !line.startsWith('#')).length;
  if (redirects > CLOUDFLARE_MAX_REDIRECTS) {
    problems.push(over(host, 'the number of redirects in out/_redirects', redirects, CLOUDFLARE_MAX_REDIRECTS, 'redirects', 'every page but / has one'));
  }
  return problems;
}

function cloudfrontProblems(defs: Definitions, root: string, files: Map<string, string>): string[] {
  const problems: string[] = [];
  const host = 'CloudFront';
  for (const name of ['cloudfront-function.js', 'cloudfront-csp-function.js']) {
    const bytes = Buffer.byteLength(files.get(name) ?? '');
    if (bytes <= CLOUDFRONT_FUNCTION_LIMIT) continue;
    const policies = new Set(Object.values(defs.csp.pages).map((page) => page.policy)).size;
    const campaigns = defs.split?.campaigns.length ?? 0;
    const cause =
      name === 'cloudfront-csp-function.js'
        ? `it holds ${policies} page policies; ${longestPageGrowth(defs, root)}. ${FEWER}`
        : `its code is hosting/hosts/cloudfront.ts, with the split of ${campaigns} campaigns of content/campaigns.json (hosting/split/cloudfront-split.ts). Fix: run fewer campaigns at once`;
    problems.push(over(host, `deploy/${name}`, bytes, CLOUDFRONT_FUNCTION_LIMIT, 'bytes', cause));
  }
  const policy = JSON.parse(files.get('cloudfront-response-headers-policy.json') ?? '{}') as { CustomHeadersConfig?: { Items: { Header: string; Value: string }[] } };
  const custom = policy.CustomHeadersConfig?.Items ?? [];
  const what = 'the response headers policy (deploy/cloudfront-response-headers-policy.json)';
  if (custom.length > CLOUDFRONT_CUSTOM_HEADERS.count) {
    problems.push(over(host, `the number of custom headers in ${what}`, custom.length, CLOUDFRONT_CUSTOM_HEADERS.count, 'headers', SET_IN_CODE));
  }
  for (const { Header, Value } of custom) {
    if (Value.length > CLOUDFRONT_CUSTOM_HEADERS.valueLength) {
      problems.push(over(host, `the ${Header} value in ${what}`, Value.length, CLOUDFRONT_CUSTOM_HEADERS.valueLength, 'characters', SET_IN_CODE));
    }
  }
  const total = custom.reduce((sum, { Header, Value }) => sum + Header.length + Value.length, 0);
  if (total > CLOUDFRONT_CUSTOM_HEADERS.totalLength) {
    problems.push(over(host, `the custom header names and values in ${what}`, total, CLOUDFRONT_CUSTOM_HEADERS.totalLength, 'characters', SET_IN_CODE));
  }
  return problems;
}

/** Every host limit the generated `files` pass, one line each; empty when all fit. */
export function hostLimitProblems(defs: Definitions, root: string, files: HostFile[]): string[] {
  const byName = new Map(files.map((file) => [file.name, file.text]));
  return [...cloudflareProblems(defs, root, byName), ...cloudfrontProblems(defs, root, byName)];
}
