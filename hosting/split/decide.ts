// The traffic split of campaign pages, as one function every host runs: npm start's server imports it,
// and the edge code generated for Cloudflare Pages, Netlify, Vercel and CloudFront carries its source
// (hosting/split/edge-code.ts), so it is written in the plain JavaScript all of them accept (ES2015, no
// Node or Web API but what is passed in, no import but the variant-name rule, which the edge code is given as
// its value). nginx has no JavaScript: hosting/hosts/nginx.ts writes the same rules as split_clients and maps,
// and the parity table checks both.
import type { SplitDefinition } from '@/lib/campaigns';
import { VARIANT_NAME } from '@/lib/links';

export interface SplitRequest {
  /** The request's method: only a GET or a HEAD is given a variant. */
  method: string;
  /** The URL path as requested, percent-decoded: `/promo/free-100-facebook`. */
  path: string;
  /** The `variant` query parameter, or null. */
  forced: string | null;
  /** The Cookie request header, or null. */
  cookies: string | null;
  /** Now, in ms since the epoch. */
  now: number;
  /** A number in [0, 1) drawn for this request. */
  random: number;
  /** Whether the request came over https (the cookie is then Secure). */
  secure: boolean;
}

export type SplitDecision =
  /** Not a campaign's address: serve it as any other. */
  | { kind: 'pass' }
  /** A campaign outside its dates: 302 to the home page. */
  | { kind: 'ended'; location: string }
  /** Serve `path`'s file at the requested address, with these headers added (a rewrite, not a redirect). */
  | { kind: 'variant'; path: string; variant: string; headers: Record<string, string> };

/** What Cache-Control and Vary a campaign address answers with: per visitor, never from a shared cache. */
export const SPLIT_CACHE_CONTROL = 'private, no-cache';

/**
 * A path as sent, its escapes decoded (`/%70romo/x` is `/promo/x`); an escape that is not whole UTF-8 (`%ff`) is
 * left as it is, its ASCII neighbours decoded still, so one broken escape cannot hide a campaign's address.
 */
export function decodedPath(spelt: string): string {
  return spelt.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-7][0-9a-fA-F])/g, (escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  });
}

/** A path with repeated slashes as one and `.` and `..` resolved; a trailing slash stays (the hosts redirect that address to the one without). */
function resolvedPath(path: string): string {
  const segments: string[] = [];
  const parts = path.split('/');
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]!;
    if (part === '..') segments.pop();
    else if (part !== '' && part !== '.') segments.push(part);
  }
  const trailing = segments.length > 0 && path.charAt(path.length - 1) === '/' ? '/' : '';
  return '/' + segments.join('/') + trailing;
}

/**
 * A path as the file servers behind the hosts may find a file by it: resolved, and folded to lower case both
 * ways (a slug and a variant's name are lower case ASCII; Netlify looks files up without regard to case, and
 * the Kelvin sign or a long s folds to a letter of them).
 */
export function filePath(path: string): string {
  // Upper case first folds ſ and K (Kelvin); İ lower-cased is i and a combining dot, which simple folding makes i.
  return resolvedPath(
    path
      .toUpperCase()
      .toLowerCase()
      .replace(/i\u0307/g, 'i'),
  );
}

export function decideSplit(definition: SplitDefinition, request: SplitRequest): SplitDecision {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'pass' };
  // Every spelling of a campaign's address that may reach its files is that address for its dates: /PROMO/x, /promo//x, /a/../promo/x.
  const path = filePath(request.path);
  const campaigns = definition.campaigns;
  for (let index = 0; index < campaigns.length; index++) {
    const campaign = campaigns[index]!;
    const exact = path === campaign.path;
    // Its variants' addresses (/promo/<slug>/b) and the files beside its own (/promo/<slug>.txt, the payload).
    if (!exact && path.indexOf(campaign.path + '/') !== 0 && path.indexOf(campaign.path + '.') !== 0) continue;
    if ((campaign.startsAt !== null && request.now < campaign.startsAt) || (campaign.endsAt !== null && request.now > campaign.endsAt)) {
      return { kind: 'ended', location: '/' };
    }
    // A variant's own address or a file: as it is. So is the address in another case (/PROMO/x): the cookie's
    // Path would not match it, so every visit there would draw again.
    if (!exact || resolvedPath(request.path) !== campaign.path) return { kind: 'pass' };
    const named = (name: string | null) => {
      for (let v = 0; v < campaign.variants.length; v++) if (campaign.variants[v]!.name === name) return campaign.variants[v]!;
      return null;
    };
    const headers: Record<string, string> = { 'Cache-Control': SPLIT_CACHE_CONTROL, Vary: 'Cookie' };
    const forced = named(request.forced);
    if (forced) return { kind: 'variant', path: forced.path, variant: forced.name, headers };
    const kept = named(cookieValue(request.cookies, campaign.cookie));
    if (kept) return { kind: 'variant', path: kept.path, variant: kept.name, headers };
    let drawn = request.random * 100;
    let chosen = campaign.variants[campaign.variants.length - 1]!;
    for (let v = 0; v < campaign.variants.length; v++) {
      drawn -= campaign.variants[v]!.weight;
      if (drawn < 0) {
        chosen = campaign.variants[v]!;
        break;
      }
    }
    headers['Set-Cookie'] =
      campaign.cookie + '=' + chosen.name + '; Path=' + campaign.path + '; Max-Age=' + definition.maxAgeSeconds + '; SameSite=Lax; HttpOnly' + (request.secure ? '; Secure' : '');
    return { kind: 'variant', path: chosen.path, variant: chosen.name, headers };
  }
  return { kind: 'pass' };
}

/**
 * The value of the cookie `name` in a Cookie header; a value that is not a variant's name counts as none. Split at
 * commas too: a worker's Headers joins two Cookie lines with ", " where nginx and Node read both as pairs.
 */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  const pairs = header.split(/[;,]/);
  for (let index = 0; index < pairs.length; index++) {
    const pair = pairs[index]!.trim();
    if (pair.slice(0, name.length + 1) === name + '=') {
      const value = pair.slice(name.length + 1);
      return VARIANT_NAME.test(value) ? value : null;
    }
  }
  return null;
}
