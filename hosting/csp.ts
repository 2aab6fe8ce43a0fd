// Content-Security-Policy from the exported HTML.
//
// Next's static export puts inline <script> tags in every page (its payload, and the
// rewrites' loader) and can't use nonces (no server), so the policy allows exactly the
// page's inline scripts, whatever they hold, by their SHA-256 hash. Inline JSON-LD
// blocks are hashed too (harmless: browsers never execute them).
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Hosts an analytics provider needs, by directive. */
export interface AnalyticsSources {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * The hosts a page's analytics provider needs (content/analytics.json): Plausible and Umami only
 * receive events (connect-src); GA4 also loads gtag.js, which sends hits and pixels to Google's
 * hosts (Google's published CSP list for GA4).
 */
export function analyticsSources(provider: string, host = ''): AnalyticsSources {
  const origin = originOf(host);
  if (provider === 'plausible' || provider === 'umami') return { script: [], connect: [origin], img: [] };
  if (provider === 'ga4') {
    return {
      script: [origin, 'https://*.googletagmanager.com'],
      connect: [origin, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    };
  }
  return { script: [], connect: [], img: [] };
}

/** The host's origin; a value no URL parser reads is kept as it is, for the host configs' checks (hosting/config-values.ts) to name. */
function originOf(host: string): string {
  try {
    return new URL(host).origin;
  } catch {
    return host;
  }
}

/** `'sha256-<base64>'` of a string, as CSP wants it (UTF-8 bytes of the element's text). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface HtmlScan {
  /** the text of each inline <script> (no src), in document order */
  scripts: string[];
  /** the text of each <style> element */
  styles: string[];
  /** how many elements carry a style="" attribute */
  styleAttributes: number;
  media: boolean;
  forms: boolean;
  /** the hosts of the analytics provider components/analytics.tsx names (<script data-analytics data-host>) */
  sources: AnalyticsSources;
}

/** Inline scripts, inline <style> elements and whether any element has a style="" attribute, read by an HTML parser. */
export function scanHtml(html: string): HtmlScan {
  const scan: HtmlScan = { scripts: [], styles: [], styleAttributes: 0, media: false, forms: false, sources: analyticsSources('none') };
  let text: { into: string[]; value: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if ('style' in attributes) scan.styleAttributes += 1;
        if (name === 'video' || name === 'audio') scan.media = true;
        if (name === 'form') scan.forms = true;
        if (name === 'script' && attributes['data-analytics'] && attributes['data-host']) {
          scan.sources = analyticsSources(attributes['data-analytics'], attributes['data-host'].replace(/&amp;/g, '&'));
        }
        if (name === 'script' && !('src' in attributes)) text = { into: scan.scripts, value: '' };
        if (name === 'style') text = { into: scan.styles, value: '' };
      },
      ontext(chunk) {
        if (text) text.value += chunk;
      },
      onclosetag(name) {
        if (text && (name === 'script' || name === 'style')) {
          text.into.push(text.value);
          text = null;
        }
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return scan;
}

const unique = (list: string[]) => [...new Set(list)].sort();

/**
 * The policy for a set of inline scripts/styles.
 * style-src: 'self' plus hashes of <style> elements — unless the markup has style=""
 * attributes (React renders `style={{...}}` that way); those can only be allowed with
 * 'unsafe-inline', and CSP ignores 'unsafe-inline' when a hash is present, so then the
 * directive is `'self' 'unsafe-inline'` without hashes. Scripts never get 'unsafe-inline'.
 */
export interface PolicyInput {
  scriptHashes?: string[];
  styleHashes?: string[];
  styleAttributes?: boolean;
  media?: boolean;
  sources?: AnalyticsSources;
}

export function buildPolicy({ scriptHashes = [], styleHashes = [], styleAttributes = false, media = false, sources = analyticsSources('none') }: PolicyInput = {}): string {
  const styleSrc = styleAttributes ? ["'self'", "'unsafe-inline'"] : ["'self'", ...unique(styleHashes)];
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(sources.script), ...unique(scriptHashes)]],
    ['style-src', styleSrc],
    ['img-src', ["'self'", 'data:', ...unique(sources.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(sources.connect)]],
    ['manifest-src', ["'self'"]],
    ...(media ? [['media-src', ["'self'"]] as [string, string[]]] : []),
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The directives a policy of this site may have, in order: what buildPolicy writes. */
export const DIRECTIVES: readonly string[] = Object.freeze(
  buildPolicy({ media: true })
    .split('; ')
    .map((directive) => directive.split(' ')[0]!),
);

/** Parses a policy string into a Map(directive → string[]) (for tests and checks). */
export function parsePolicy(policy: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}
