// The rules each host's configuration format puts on the values a generator writes into it: one
// function per format, used by every generator (hosting/hosts/) and by the server. The content check
// keeps such values out of content/; these stop the build even when one gets past it, with one line
// naming the file, the value and the fix. Each function returns the value it was given.
import { shown } from '../lib/links';
import { DIRECTIVES } from './csp';

/** Where a value goes and how to mend it: the message's parts. */
export interface At {
  file: string;
  what: string;
  fix: string;
}

export const FIX = Object.freeze({
  csp: 'set content/analytics.json host to a plain https:// origin such as https://plausible.io (npm run validate-content checks it)',
  path: 'give each offering page a lower-case kebab-case slug in content/offerings.json, and each file in public/ a plain name (letters, digits, ".", "-", "_")',
  code: 'correct it in hosting/headers.ts',
  option: 'pass a plain value',
});

/** Where a header goes: a bad Content-Security-Policy comes from the content, any other header from the code. */
export const headerAt = (file: string, name: string): At => ({
  file,
  what: `the ${name} header`,
  fix: name === 'Content-Security-Policy' ? FIX.csp : FIX.code,
});

/** Where a path goes: a page's path comes from an offering slug, a rule's from a name in out/ (public/). */
export const pathAt = (file: string, what = 'the path of a page'): At => ({ file, what, fix: FIX.path });

function refuse(at: At, part: string, problem: string): never {
  throw new Error(`${at.file}: ${at.what}: ${shown(part)} ${problem}. Fix: ${at.fix}.`);
}

/** The space-separated word of `value` around its first match of `re`: a long header value is named by its bad part. */
function wordAround(value: string, re: RegExp): string {
  const index = value.search(re);
  const start = value.lastIndexOf(' ', index) + 1;
  const end = value.indexOf(' ', index + 1);
  return value.slice(start, end < 0 ? undefined : end).replace(/;$/, ''); // a policy's directive separator is not part of the word
}

const CONTROL = /[\x00-\x1f\x7f]/;
const SPACE_OR_CONTROL = /[\s\x00-\x1f\x7f]/;

/**
 * An HTTP header field: a token for a name; a value of visible ASCII and single spaces (a line break
 * would start a header of its own, in `_headers` and on the wire). A Content-Security-Policy also by cspPolicy.
 */
export function httpHeader(name: string, value: string, at: At): string {
  if (!/^[A-Za-z0-9-]+$/.test(name)) refuse(at, name, 'is not a header name (letters, digits and "-")');
  if (CONTROL.test(value)) refuse(at, wordAround(value, CONTROL), 'contains a line break or control character, which would start a header of its own');
  if (!/^[\x20-\x7e]*$/.test(value)) refuse(at, wordAround(value, /[^\x20-\x7e]/), 'contains a character outside visible ASCII');
  if (name.toLowerCase() === 'content-security-policy') cspPolicy(value, at);
  return value;
}

const KEYWORD = /^'(?:self|none|unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic|wasm-unsafe-eval)'$/;
const HASH = /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
const SCHEME = /^[a-z][a-z0-9+.-]*:$/;
const HOST = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:[0-9]{1,5}|\*))?$/;

function cspSourceProblem(source: string): string | null {
  if (KEYWORD.test(source) || HASH.test(source) || SCHEME.test(source) || HOST.test(source)) return null;
  if (source.includes(';')) return 'contains ";", which ends the directive: what follows would be a directive of its own';
  if (source.includes(',')) return 'contains ",", which starts a second policy';
  if (source.includes("'")) return `contains "'", which only keywords and hashes may`;
  if (SPACE_OR_CONTROL.test(source)) return 'contains a space or control character';
  return 'is not a CSP source (scheme://host[:port], a scheme, a keyword or a hash)';
}

/** A Content-Security-Policy as this site writes it (hosting/csp.ts): its own directives, once each, "; " between them, every source a source expression. */
export function cspPolicy(policy: string, at: At): string {
  const seen = new Set<string>();
  for (const directive of policy.split('; ')) {
    const [name = '', ...sources] = directive.split(' ');
    for (const source of sources) {
      const problem = cspSourceProblem(source);
      if (problem) refuse(at, source, problem);
    }
    // sandbox, alone: the images' policy (IMAGE_CSP); the pages' own directives each take sources
    const sandbox = name === 'sandbox' && sources.length === 0;
    if (!DIRECTIVES.includes(name) && !sandbox) refuse(at, directive, 'is not a directive the build writes: a value before it contains ";"');
    if (seen.has(name)) refuse(at, directive, 'repeats a directive: a value before it contains ";"');
    seen.add(name);
    if (sources.length === 0 && !sandbox) refuse(at, directive, 'has no source');
  }
  return policy;
}

/** A value inside "…" in nginx.conf: no "$" (nginx expands $name in add_header and map values), no '"' or "\" (they end or escape the string), no control character. */
export function nginxString(value: string, at: At): string {
  if (value.includes('$')) refuse(at, wordAround(value, /\$/), 'contains "$", which nginx expands as a variable on every request');
  if (/["\\]/.test(value)) refuse(at, wordAround(value, /["\\]/), 'contains a quote or backslash, which ends or escapes the nginx string');
  if (CONTROL.test(value)) refuse(at, wordAround(value, CONTROL), 'contains a line break or control character');
  return value;
}

/** A bare nginx directive argument (root, listen, server_name): as nginxString, and no space, ";", "{", "}", "'" or "#", which end the argument or the directive. */
export function nginxToken(value: string, at: At): string {
  nginxString(value, at);
  if (value === '' || /[\s;{}'#]/.test(value)) refuse(at, value, 'is empty or contains a space, ";", "{", "}", "\'" or "#", which end the nginx directive');
  return value;
}

const PLAIN_PATH = /^\/(?:(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9._~-]+)*)?$/;

function pathProblem(path: string): string | null {
  if (PLAIN_PATH.test(path)) return null;
  if (SPACE_OR_CONTROL.test(path)) return 'contains a space, line break or control character, which splits the rule';
  if (path.includes('*')) return 'contains "*", a splat that matches every path';
  if (path.includes('!')) return 'contains "!", which forces the rule over the files that exist';
  if (path.includes(':')) return 'contains ":", which starts a placeholder';
  if (path.includes('\\') || path.includes('//')) return 'contains "\\" or "//", which leads to another host';
  return 'is not a plain path ("/" then names of letters, digits, ".", "-", "_" or "~")';
}

/**
 * A path in `_headers` and `_redirects` (Netlify, Cloudflare Pages) and in the CloudFront functions:
 * plain, so no part of it is syntax there; `splat`: a trailing "/*" the generator means.
 */
export function hostPath(path: string, at: At, { splat = false }: { splat?: boolean } = {}): string {
  const plain = splat && path.endsWith('/*') ? path.slice(0, -2) || '/' : path;
  const problem = pathProblem(plain);
  if (problem) refuse(at, path, problem);
  return path;
}

/** A Vercel `source` (path-to-regexp: ":", "(", "*", "?", "+" are syntax): a plain path; a trailing "/*" becomes "/(.*)". */
export function vercelSource(path: string, at: At): string {
  hostPath(path, at, { splat: true });
  return path === '/*' ? '/(.*)' : path.endsWith('/*') ? `${path.slice(0, -2)}/(.*)` : path;
}
