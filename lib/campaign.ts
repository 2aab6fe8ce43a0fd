export interface CampaignConfig {
  prefixes: string[];
  names: string[];
}

/** The campaign parameters in a landing query string, in their original order; nothing else. */
export function pickCampaignParams(search: string, { prefixes, names }: CampaignConfig): [string, string][] {
  const wanted = (name: string) => names.includes(name) || prefixes.some((prefix) => name.startsWith(prefix));
  return [...new URLSearchParams(search)].filter(([name, value]) => wanted(name) && value !== '');
}

/** The link with the campaign parameters added; parameters the link already has keep their own values. */
export function withCampaignParams(href: string, params: [string, string][]): string {
  if (params.length === 0) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  for (const [name, value] of params) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return url.toString();
}
