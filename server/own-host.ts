// Any web page the user visits can send requests to 127.0.0.1, and by DNS rebinding (a hostile name
// that resolves to 127.0.0.1) read the answers as its own. So the server answers only requests
// addressed to a name of its own: localhost, a loopback address, the address the connection came in
// on (a phone on the LAN asking for the computer's address after `--host 0.0.0.0`), or a name the
// operator allows (`--allowed-hosts`); and only pages of such a name may ask it from another origin.
import { isIP } from 'node:net';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/** `localhost:3000` → `localhost`, `[::1]:3000` → `::1`, `Example.COM.` → `example.com`; null when it is no host. */
export function hostName(authority: string): string | null {
  const match = /^(?:\[([0-9a-f:.]+)\]|([a-z0-9._-]+))(?::\d{1,5})?$/i.exec(authority.trim());
  if (!match) return null;
  const name = (match[1] ?? match[2] ?? '').toLowerCase().replace(/\.$/, '');
  return name === '' ? null : name;
}

/** The name a socket's local address is written as in a Host header (`::ffff:10.0.0.2` → `10.0.0.2`). */
const addressName = (address: string | undefined) => (address ?? '').toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** Checks an `--allowed-hosts` entry: a host name or address (IPv6 in brackets), without scheme, port or path. */
export function allowedHostEntry(entry: string): string {
  const name = hostName(entry);
  if (!name || entry.includes(':') !== (isIP(name) === 6)) {
    throw new TypeError(`--allowed-hosts: "${entry}" is not a host name (write it as example.com, without scheme, port or path)`);
  }
  return name;
}

/**
 * Why the request is not for this server (a sentence), or null. `host`: the name the request is addressed to
 * (an absolute-form target's authority or Host, as the filter read it).
 */
export function foreignRequest(headers: { host?: string; origin?: string }, localAddress: string | undefined, allowed: readonly string[] = []): string | null {
  const own = new Set([...LOOPBACK_NAMES, addressName(localAddress), ...allowed]);
  // HTTP/1.0 may leave Host out (the filter refuses an HTTP/1.1 request without one); browsers always send it
  if (headers.host !== undefined) {
    const name = hostName(headers.host);
    if (!name || !own.has(name)) return `Host ${JSON.stringify(headers.host)} is not a name of this server`;
  }
  if (headers.origin !== undefined) {
    const origin = URL.canParse(headers.origin) ? new URL(headers.origin) : null;
    const name = origin && /^https?:$/.test(origin.protocol) ? hostName(origin.host) : null;
    if (!name || !own.has(name)) return `Origin ${JSON.stringify(headers.origin)} is not a page of this server`;
  }
  return null;
}

/**
 * Why a request another site sent is refused (a sentence), or null. Sec-Fetch-Site other than the `trusted` values
 * ('same-origin' and 'none', a typed address; a server adds 'same-site', another port of this computer) lets only a
 * link to a page through: a GET or HEAD navigation to a document. A fetch, <img>, <iframe> or form post carries no
 * Origin when it is not a CORS request, but its Sec-Fetch-* headers say what it is; a value that is none of the
 * four (two lines joined) counts as another site's.
 */
export function notALink(headers: { 'sec-fetch-site'?: string; 'sec-fetch-mode'?: string; 'sec-fetch-dest'?: string }, method: string, trusted: readonly string[]): string | null {
  const site = headers['sec-fetch-site'];
  if (site === undefined || trusted.includes(site)) return null;
  const link = headers['sec-fetch-mode'] === 'navigate' && headers['sec-fetch-dest'] === 'document' && (method === 'GET' || method === 'HEAD');
  return link ? null : `a request sent by another site (Sec-Fetch-Site ${JSON.stringify(site)}) that is not a link to a page`;
}
