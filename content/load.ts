// Content as the site uses it: the files parsed by the schema, with build-time overrides applied and
// every {area.field} placeholder replaced by its value.
import { ContentError, schemaProblems, type Issue } from './problems';
import { AREAS, contentSchema, PLACEHOLDER, type Area, type ContentChecks, type SiteContent } from './schema';

export type RawContent = Record<Area, unknown>;

/**
 * AFFILIATE_URL and SITE_URL, when set, replace the files' values for one build; NO_ANALYTICS=1
 * switches analytics off (the editor's preview loads no third-party script).
 */
export function withEnvOverrides(raw: RawContent, env: Record<string, string | undefined>): RawContent {
  const site = raw.site && typeof raw.site === 'object' ? { ...(raw.site as Record<string, unknown>) } : raw.site;
  if (site && typeof site === 'object') {
    const record = site as Record<string, unknown>;
    if (env.AFFILIATE_URL) record.affiliateUrl = env.AFFILIATE_URL;
    if (env.SITE_URL) record.siteUrl = env.SITE_URL;
  }
  const analytics = env.NO_ANALYTICS === '1' && raw.analytics && typeof raw.analytics === 'object' ? { ...raw.analytics, provider: 'none' } : raw.analytics;
  return { ...raw, site, analytics };
}

/** Every string with its {site.brandName}, {claims.…}, {compliance.minimumAge} placeholders filled in. */
export function resolvePlaceholders<T>(content: T & Pick<SiteContent, 'site' | 'claims' | 'compliance'>): T {
  const sources = { ...(content as unknown as Record<string, Record<string, unknown>>) };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') {
      return value.replace(PLACEHOLDER, (placeholder, name: string) => {
        const [area, field] = name.split('.') as [string, string];
        const source = sources[area]?.[field];
        return typeof source === 'string' || typeof source === 'number' ? String(source) : placeholder;
      });
    }
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fill(child)]));
    return value;
  };
  // The figures first, so that one may quote another ("Free {claims.currencySymbol}100").
  sources.claims = fill(content.claims) as Record<string, unknown>;
  return fill(content) as T;
}

/** The content the pages render. Invalid content throws a ContentError: the check's own lines, no stack. */
export function loadContent(raw: RawContent, env: Record<string, string | undefined>, checks: ContentChecks): SiteContent {
  const candidate = withEnvOverrides(raw, env);
  const parsed = contentSchema(checks).safeParse(candidate);
  if (!parsed.success) throw new ContentError(schemaProblems(parsed.error.issues as unknown as Issue[], candidate));
  return resolvePlaceholders(parsed.data);
}

export { AREAS };
