// What a link, an origin and a page slug may be, judged by what each becomes: an <a href> a browser
// follows, a CSP source, a file name in out/. One definition for the content check (content/schema.ts),
// the editor's form (the same regular expressions, as its `pattern`s) and the link component
// (components/ui/site-link.tsx). Each `…Problem` function returns what is wrong, or null.

/** The placeholder a link uses for the one affiliate URL (content/site.json). */
export const AFFILIATE = '{site.affiliateUrl}';

// A path segment: letters, digits, "-", "_", "." and "~", never starting with "." (no "." or ".." segment).
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
const PATH = `/(?:${SEGMENT}(?:/${SEGMENT})*)?(?:\\?[A-Za-z0-9._~=&%+-]*)?(?:#[A-Za-z0-9._~-]*)?`;
// A DNS name of at least two labels, lower case, ending in a top-level domain (letters or xn--): no IP
// address, no "localhost".
const HOST = '(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\\.)+(?!localhost\\b)(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
// A port from 1 to 65535, but not 443: the parser drops https's default port, so ":443" is not written as read.
const PORT = '(?::(?!443(?![0-9]))(?:6553[0-5]|655[0-2][0-9]|65[0-4][0-9]{2}|6[0-4][0-9]{3}|[1-5][0-9]{4}|[1-9][0-9]{0,3}))?';
// What may follow the host: the characters a URL parser leaves as they are.
const REST = '(?:[/?#][A-Za-z0-9._~!$&()*+,;=:@/?#%-]*)?';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path of this site: one "/", then names; an optional ?query and #fragment. */
export const INTERNAL_PATH = new RegExp(`^${PATH}$`);
/** An https:// address written as browsers read it. */
export const HTTPS_URL = new RegExp(`^https://${HOST}${PORT}${REST}$`);
/** An https:// origin: the scheme, the host name and a port, nothing after. */
export const HTTPS_ORIGIN = new RegExp(`^https://${HOST}${PORT}$`);
/** What a link field holds: the affiliate URL placeholder, a path of this site, or an https:// address. */
export const LINK = new RegExp(`^(?:${escaped(AFFILIATE)}|${PATH}|https://${HOST}${PORT}${REST})$`);
/** A page slug: lower-case kebab-case, so the page's file name, URL and host-config lines are all plain. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/**
 * A campaign variant's name: a slug of at most 24 characters. It is in the variant's address and in the cookie that
 * keeps a visitor's variant, whose value the split reads by this same rule (hosting/split/decide.ts).
 */
export const VARIANT_NAME = /^(?=.{1,24}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** An origin on this computer: the analytics host of the editor's preview only (a collector running locally). */
const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?::[1-9][0-9]{0,4})?$/;

/** A value as it is written in the JSON file: quoted, with tabs, line breaks and backslashes escaped, so a message stays one line. */
export const shown = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value) : String(value));

const INVISIBLE = /[\s\x00-\x1f\x7f-\x9f\u200b-\u200f\u2028\u2029\ufeff]/;
const SPACE_OR_CONTROL = 'contains a space, tab, line break or other invisible character';

/** Why `path` is not a path of this site (browsers drop tabs and line breaks and read "\" as "/": "/\t/x" and "/\x" are "//x", another host). */
export function internalPathProblem(path: string): string | null {
  if (INTERNAL_PATH.test(path)) return null;
  if (INVISIBLE.test(path)) return `${shown(path)} ${SPACE_OR_CONTROL}, which browsers drop: it may lead to another site`;
  if (path.includes('\\')) return `${shown(path)} contains a backslash, which browsers read as "/": it may lead to another site`;
  if (path.startsWith('//')) return `${shown(path)} starts with "//", which browsers read as another site's address`;
  return `${shown(path)} is not a plain path of this site ("/" then names of letters, digits, "-", "_", "." or "~"; an optional ?query and #fragment)`;
}

/** Why `url` is not an https:// address with a real host name, written as browsers read it; `origin`: nothing may follow the host and port. */
export function httpsUrlProblem(url: unknown, { origin = false }: { origin?: boolean } = {}): string | null {
  if (typeof url !== 'string' || url.trim() === '') return 'is missing';
  if (INVISIBLE.test(url)) return `${shown(url)} ${SPACE_OR_CONTROL}`;
  if (url.includes('\\')) return `${shown(url)} contains a backslash, which browsers read as "/"`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `${shown(url)} is not a valid URL`;
  }
  if (parsed.protocol !== 'https:') return `${shown(url)} is not https`;
  if (!url.startsWith('https://')) return `${shown(url)} is not written "https://" and a host name (browsers would read it as ${shown(parsed.href)})`;
  if (parsed.username || parsed.password) return `${shown(url)} has a user name or password before the host`;
  if (!new RegExp(`^${HOST}$`).test(parsed.hostname)) return `${shown(url)} has no proper host name (a name such as partner.example.com: not an IP address, not localhost)`;
  if (origin && url !== parsed.origin) return `${shown(url)} is more than an origin: nothing may follow the host name and port`;
  // The written form must be what the parser makes of it (its empty path is "/").
  const written = url.replace(/^(https:\/\/[^/?#]*)(?=[?#]|$)/, '$1/');
  if (parsed.href !== written) return `${shown(url)} is not written as browsers read it (${shown(parsed.href)})`;
  if (!(origin ? HTTPS_ORIGIN : HTTPS_URL).test(url)) return `${shown(url)} has a character to write %-escaped (after the host: letters, digits and -._~!$&()*+,;=:@/?#% only)`;
  return null;
}

/** Why `url` is not an origin the analytics script may use; `loopback`: the editor's preview, where a collector on this computer is allowed. */
export function originProblem(url: unknown, { loopback = false }: { loopback?: boolean } = {}): string | null {
  if (loopback && typeof url === 'string' && LOOPBACK_ORIGIN.test(url)) return null;
  return httpsUrlProblem(url, { origin: true });
}

/** Why `href` is not a link: the affiliate URL placeholder, a path of this site or an https:// address. */
export function linkProblem(href: string): string | null {
  if (href === AFFILIATE) return null;
  return href.startsWith('/') || href.startsWith('\\') ? internalPathProblem(href) : httpsUrlProblem(href);
}

/**
 * What a link is: a path of this site, or an affiliate link (the placeholder, or any https:// address:
 * the site links nowhere else); null when it is neither.
 */
export function linkKind(href: string): 'internal' | 'affiliate' | null {
  if (linkProblem(href)) return null;
  return href.startsWith('/') ? 'internal' : 'affiliate';
}

/** Why `slug` cannot name a page (the check that it is unique and free is the content check's). */
export function slugProblem(slug: unknown): string | null {
  if (typeof slug !== 'string' || slug === '') return 'is missing';
  return SLUG.test(slug) ? null : `${shown(slug)} is not a lower-case kebab-case name`;
}
