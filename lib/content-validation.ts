import { contentFiles, type SiteContent } from '@/content';
import { missingFields, requiredFields } from './content-schema';

export interface ContentProblem {
  file: string;
  entry: string;
  problem: string;
  fix: string;
}

export interface ValidationResult {
  errors: ContentProblem[];
  warnings: ContentProblem[];
}

export interface ValidationOptions {
  /** Whether `public/<src>` exists; injected so tests need no files. */
  publicFileExists: (src: string) => boolean;
}

/** One line per problem: file, entry, what is wrong, how to fix it. */
export function formatProblem({ file, entry, problem, fix }: ContentProblem): string {
  return `${file}: ${entry}: ${problem}. Fix: ${fix}.`;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const looksLikeImage = (value: Record<string, unknown>) => 'src' in value || ('width' in value && 'height' in value);

/** Optional string fields that may legitimately be empty. */
const MAY_BE_EMPTY = new Set(['alt']);

function httpsUrlProblem(url: unknown): string | null {
  if (typeof url !== 'string' || url.trim() === '') return 'is missing';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `"${url}" is not a valid URL`;
  }
  if (parsed.protocol !== 'https:') return `"${url}" is not https`;
  if (!parsed.hostname.includes('.')) return `"${url}" has no proper host name`;
  return null;
}

export function validateContent(content: SiteContent, { publicFileExists }: ValidationOptions): ValidationResult {
  const errors: ContentProblem[] = [];
  const warnings: ContentProblem[] = [];
  const error = (key: keyof SiteContent, entry: string, problem: string, fix: string) => errors.push({ file: contentFiles[key], entry, problem, fix });

  // The one affiliate URL and the canonical site URL.
  const affiliateProblem = httpsUrlProblem(content.site?.affiliateUrl);
  if (affiliateProblem) {
    error(
      'site',
      'site.affiliateUrl',
      `the affiliate URL ${affiliateProblem}`,
      'set an absolute https:// URL such as https://partner.example.com/register (or the AFFILIATE_URL variable)',
    );
  }
  const siteUrlProblem = httpsUrlProblem(content.site?.siteUrl);
  if (siteUrlProblem) {
    error('site', 'site.siteUrl', `the site URL ${siteUrlProblem}`, 'set the https:// origin the site is deployed at (or the SITE_URL variable)');
  }

  for (const [key, paths] of Object.entries(requiredFields) as [keyof SiteContent, string[]][]) {
    for (const path of missingFields(content[key], paths)) error(key, `${key}.${path}`, 'the field is missing', 'fill it in');
  }

  // Generic walk: every field present and non-empty, every image complete and present in public/.
  const checkImage = (key: keyof SiteContent, path: string, image: Record<string, unknown>) => {
    const { src, width, height, alt } = image;
    if (typeof src !== 'string' || !src.startsWith('/')) {
      error(key, path, 'the image has no src under public/', 'set src to a path such as "/images/name.svg"');
    } else if (!publicFileExists(src)) {
      error(key, path, `the image "${src}" does not exist in public/`, `add public${src} or correct the path`);
    }
    for (const [name, value] of [
      ['width', width],
      ['height', height],
    ] as const) {
      if (!Number.isInteger(value) || (value as number) <= 0) {
        error(key, `${path}.${name}`, `the image ${name} is missing or not a positive whole number`, `set ${name} to the image's ${name} in pixels`);
      }
    }
    if (typeof alt !== 'string') {
      error(key, `${path}.alt`, 'the image has no alt text', 'describe the image in alt, or set alt: "" if it is purely decorative');
    }
  };

  const walk = (key: keyof SiteContent, path: string, value: unknown) => {
    if (typeof value === 'string') {
      const field = path.split('.').pop() ?? '';
      if (value.trim() === '' && !MAY_BE_EMPTY.has(field)) error(key, path, 'the field is empty', 'fill it in');
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(key, `${path}[${index}]`, item));
    } else if (isRecord(value)) {
      if (looksLikeImage(value)) checkImage(key, path, value);
      if ('href' in value) {
        if (typeof value.label !== 'string' && typeof value.title !== 'string') {
          error(key, `${path}.label`, 'the link has no label', 'add the visible text as label');
        }
        const href = value.href;
        // Links to the affiliate URL are reported once, above.
        const linkProblem = typeof href === 'string' && href !== content.site?.affiliateUrl && !href.startsWith('/') ? httpsUrlProblem(href) : null;
        if (typeof href !== 'string') error(key, `${path}.href`, 'the link has no href', 'set href to "/" for the home page or to site.affiliateUrl');
        else if (linkProblem) error(key, `${path}.href`, `the link ${linkProblem}`, 'use site.affiliateUrl or an internal path starting with "/"');
      }
      for (const [name, child] of Object.entries(value)) walk(key, path ? `${path}.${name}` : name, child);
    }
  };
  for (const key of Object.keys(contentFiles) as (keyof SiteContent)[]) {
    if (key !== 'compliance') walk(key, key, content[key]);
  }

  // Games: each has an image, titles are unique within a list.
  const games = content.games ?? {};
  for (const list of ['slotGames', 'gridGames'] as const) {
    const seen = new Map<string, number>();
    (games[list] ?? []).forEach((game, index) => {
      const entry = `${list}[${index}] "${game?.title ?? ''}"`;
      if (!isRecord(game?.image)) {
        error('games', entry, 'the game has no image', 'add image: { src, width, height, alt } with a file under public/images/');
      }
      const title = (game?.title ?? '').trim().toLowerCase();
      if (title && seen.has(title)) {
        error('games', entry, `the title duplicates ${list}[${seen.get(title)}]`, 'give each game a unique title or remove the duplicate');
      } else if (title) {
        seen.set(title, index);
      }
    });
  }

  // Behaviour constants.
  const { carousel, gallery } = content.constants;
  for (const [name, value] of Object.entries({ ...carousel, ...gallery })) {
    if (typeof value === 'number' && (!Number.isFinite(value) || value <= 0)) {
      error('constants', name, `${value} is not a positive number`, 'use a positive number');
    }
  }
  if (!Number.isInteger(gallery.columnsDesktop) || gallery.columnsDesktop < 1 || gallery.columnsDesktop > 6) {
    error('constants', 'gallery.columnsDesktop', `${gallery.columnsDesktop} columns is not supported`, 'use a whole number from 1 to 6');
  }
  if (content.home.membership.carousel.slides.length < 2) {
    error('home', 'membership.carousel.slides', 'the carousel needs at least two slides', 'add another image to slides');
  }

  // Compliance: the legal minimum age, the helpline, and a licence only if the operator gave one.
  const { compliance } = content;
  if (!Number.isInteger(compliance.minimumAge) || compliance.minimumAge < 21) {
    error('compliance', 'minimumAge', `${compliance.minimumAge} is below the Philippine legal gambling age`, 'set minimumAge to 21 or higher');
  }
  for (const field of ['ageNotice', 'responsibleGambling'] as const) {
    if (!compliance[field]?.trim()) error('compliance', field, 'the notice is empty', 'fill in the text shown in the footer');
  }
  for (const field of ['label', 'phone', 'tel'] as const) {
    if (!compliance.helpline?.[field]?.trim()) error('compliance', `helpline.${field}`, 'the helpline is incomplete', `fill in helpline.${field}`);
  }
  const regulator = compliance.regulator;
  if (!regulator) {
    warnings.push({
      file: contentFiles.compliance,
      entry: 'regulator',
      problem: 'no regulator licence is configured, so the site shows no seal, licence number or certification claim',
      fix: "set regulator: { name, licenceNumber, verificationUrl } from the operator's licence to show it",
    });
  } else {
    for (const field of ['name', 'licenceNumber'] as const) {
      if (!regulator[field]?.trim())
        error('compliance', `regulator.${field}`, 'the licence is incomplete', `fill in regulator.${field} from the operator's licence, or set regulator: null`);
    }
    const linkProblem = httpsUrlProblem(regulator.verificationUrl);
    if (linkProblem) error('compliance', 'regulator.verificationUrl', `the verification link ${linkProblem}`, "use the regulator's https:// page that verifies this licence");
  }

  const clearance = compliance.adClearance;
  if (clearance) {
    for (const field of ['authority', 'reference'] as const) {
      if (!clearance[field]?.trim())
        error('compliance', `adClearance.${field}`, 'the ad clearance is incomplete', `fill in adClearance.${field} from the regulator's clearance, or set adClearance: null`);
    }
  }

  // Campaign parameters must be plain query-parameter names.
  for (const name of [...content.campaign.prefixes, ...content.campaign.names]) {
    if (!/^[A-Za-z0-9_.-]+$/.test(name)) {
      error('campaign', `"${name}"`, 'is not a valid query-parameter name', 'use letters, digits, "_", "-" or "." only');
    }
  }

  return { errors, warnings };
}
