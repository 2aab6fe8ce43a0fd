// Content-Security-Policy from the exported HTML.
//
// Next's static export puts several inline <script> tags in every page
// (`self.__next_f.push(...)`, the RSC payload) and can't use nonces (no server),
// so the policy allows exactly those scripts by their SHA-256 hash. Inline JSON-LD
// blocks are hashed too (harmless: browsers never execute them).
import { createHash } from 'node:crypto';

// <script ...> with attributes that may contain quoted `>`; content up to the first
// `</script` (the HTML tokenizer's rule for script data).
const SCRIPT_RE = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script[\s/>]/gi;
const STYLE_RE = /<style\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/style[\s/>]/gi;
// a style="..." attribute inside a start tag (not inside script/style text, which we strip first)
const STYLE_ATTR_RE = /<[a-zA-Z][^\s/>]*(?:\s+(?:[^>"'=\s]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"']+))?))*?\s+style\s*=/gi;
const SRC_ATTR_RE = /(?:^|\s)src\s*=/i;
// components/analytics.tsx: <script src="/analytics.js" data-analytics="plausible" data-host="https://…">
const ANALYTICS_RE = /<script\b[^>]*\sdata-analytics="([a-z0-9]+)"[^>]*\sdata-host="([^"]+)"/i;

/**
 * The hosts a page's analytics provider needs (content/analytics.json): Plausible and Umami only
 * receive events (connect-src); GA4 also loads gtag.js, which sends hits and pixels to Google's
 * hosts (Google's published CSP list for GA4).
 */
export function analyticsSources(provider, host = '') {
  if (provider === 'plausible' || provider === 'umami') return { script: [], connect: [new URL(host).origin], img: [] };
  if (provider === 'ga4') {
    const origin = new URL(host).origin;
    return {
      script: [origin, 'https://*.googletagmanager.com'],
      connect: [origin, 'https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
      img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    };
  }
  return { script: [], connect: [], img: [] };
}

/** `'sha256-<base64>'` of a string, as CSP wants it (UTF-8 bytes of the element's text). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Inline scripts, inline <style> elements and whether any element has a style="" attribute.
 * @param {string} html
 */
export function scanHtml(html) {
  const scripts = [];
  const styles = [];
  for (const m of html.matchAll(SCRIPT_RE)) {
    if (!SRC_ATTR_RE.test(m[1] ?? '')) scripts.push(m[2] ?? '');
  }
  for (const m of html.matchAll(STYLE_RE)) styles.push(m[2] ?? '');
  // Style attributes: look only at markup, not at script/style text.
  const markup = html.replace(SCRIPT_RE, '<script>').replace(STYLE_RE, '<style>');
  const styleAttributes = (markup.match(STYLE_ATTR_RE) ?? []).length;
  const media = /<(video|audio)\b/i.test(markup);
  const forms = /<form\b/i.test(markup);
  const analytics = ANALYTICS_RE.exec(html);
  const sources = analytics ? analyticsSources(analytics[1], analytics[2].replace(/&amp;/g, '&')) : analyticsSources('none');
  return { scripts, styles, styleAttributes, media, forms, sources };
}

const unique = (list) => [...new Set(list)].sort();

/**
 * The policy for a set of inline scripts/styles.
 * style-src: 'self' plus hashes of <style> elements — unless the markup has style=""
 * attributes (React renders `style={{...}}` that way); those can only be allowed with
 * 'unsafe-inline', and CSP ignores 'unsafe-inline' when a hash is present, so then the
 * directive is `'self' 'unsafe-inline'` without hashes. Scripts never get 'unsafe-inline'.
 */
export function buildPolicy({ scriptHashes = [], styleHashes = [], styleAttributes = false, media = false, sources = analyticsSources('none') } = {}) {
  const styleSrc = styleAttributes ? ["'self'", "'unsafe-inline'"] : ["'self'", ...unique(styleHashes)];
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(sources.script), ...unique(scriptHashes)]],
    ['style-src', styleSrc],
    ['img-src', ["'self'", 'data:', ...unique(sources.img)]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...unique(sources.connect)]],
    ['manifest-src', ["'self'"]],
    ...(media ? [['media-src', ["'self'"]]] : []),
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Parses a policy string into a Map(directive → string[]) (for tests and checks). */
export function parsePolicy(policy) {
  const map = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}
