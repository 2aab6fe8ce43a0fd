export interface CampaignConfig {
  prefixes: string[];
  names: string[];
}

/** The campaign parameters in a landing query string, in their original order; nothing else. */
export function pickCampaignParams(search: string, { prefixes, names }: CampaignConfig): [string, string][] {
  const wanted = (name: string) => names.includes(name) || prefixes.some((prefix) => name.startsWith(prefix));
  return [...new URLSearchParams(search)].filter(([name, value]) => wanted(name) && value !== '');
}

/**
 * The link with the campaign parameters appended, encoded, after its own query, which stays byte for
 * byte as written (a partner's `?aff=1;sub=2&y` is not re-encoded). Parameters the link already has keep
 * their own values. Only absolute https:// links (the affiliate links) are changed.
 */
export function withCampaignParams(href: string, params: [string, string][]): string {
  if (params.length === 0 || !href.startsWith('https://')) return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  const query = base.indexOf('?');
  const own = new URLSearchParams(query < 0 ? '' : base.slice(query + 1));
  const added = params.filter(([name]) => !own.has(name)).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  if (added.length === 0) return href;
  const joiner = query < 0 ? '?' : /[?&]$/.test(base) ? '' : '&';
  return `${base}${joiner}${added.join('&')}${fragment}`;
}
