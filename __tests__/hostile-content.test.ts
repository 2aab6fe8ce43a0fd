/** @jest-environment node */
// Values that pass a check by their first character and then do harm (an off-site link passing as a
// path, a CSP or nginx injection through the analytics host, a slug written into the host configs),
// each through the build's content check: one line naming the file, the field and the fix.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { rawContent } from '@/content';
import type { ContentChecks } from '@/content/schema';
import { formatProblem } from '@/content/problems';
import { validateContent } from '@/scripts/content-check';
import { sitePaths } from '../scripts/site-paths';

type Json = Record<string, unknown>;
const ROOT = join(__dirname, '..');
/** The build's checks: the site's real routes, public/ and its names; the images the art step composes count as there. */
const checks: ContentChecks = {
  publicFileExists: (src) => src.startsWith('/images/') || existsSync(join(ROOT, 'public', src)),
  sitePaths: sitePaths(join(ROOT, 'app'), join(ROOT, 'public')),
};

/** The content files as written, with one change applied. */
function edited(change: (content: Record<string, Json>) => void): Json {
  const copy = structuredClone(rawContent) as Record<string, Json>;
  change(copy);
  return copy;
}
const errorLines = (candidate: Json, options: ContentChecks = checks) => validateContent(candidate, options).errors.map(formatProblem);

/** Every field of the content that takes a link, as [area, path]: every `href`, found in the files themselves. */
function linkFields(): [string, (string | number)[]][] {
  const fields: [string, (string | number)[]][] = [];
  const walk = (value: unknown, area: string, path: (string | number)[]) => {
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, area, [...path, index]));
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'href') fields.push([area, [...path, key]]);
        else walk(child, area, [...path, key]);
      }
    }
  };
  for (const [area, value] of Object.entries(rawContent)) walk(value, area, []);
  return fields;
}
const entry = (area: string, path: (string | number)[]) => path.reduce<string>((text, part) => (typeof part === 'number' ? `${text}[${part}]` : `${text}.${part}`), area);
function setAt(root: Json, path: (string | number)[], value: unknown) {
  const parent = path.slice(0, -1).reduce<Json>((node, part) => node[part] as Json, root);
  parent[path.at(-1)!] = value;
}

const LINK_FIX =
  'Fix: use {site.affiliateUrl} (the affiliate URL), a path of this site such as "/" or "/sign-up", or an https:// address such as https://partner.example.com/page.';

describe('every field that takes a link refuses what would leave the site unmarked', () => {
  const fields = linkFields();

  it('finds the link fields of every kind: menu, top bar, hero and section buttons, credits, consent privacy link, games', () => {
    const names = fields.map(([area, path]) => entry(area, path));
    for (const field of [
      'navigation.primaryMenu[0].href',
      'navigation.topBar.login.href',
      'home.hero.actions[0].href',
      'home.bonuses.action.href',
      'site.credits.link.href',
      'analytics.consent.privacyNotice.href',
      'games.slotGames[0].href',
      'games.gridGames[0].href',
      'games.otherGames[0].action.href',
    ]) {
      expect(names).toContain(field);
    }
  });

  it.each([
    ['//evil.example/x', '"//evil.example/x" starts with "//", which browsers read as another site\'s address'],
    ['/\\evil.example/x', '"/\\\\evil.example/x" contains a backslash, which browsers read as "/": it may lead to another site'],
    ['/\t/evil.example', '"/\\t/evil.example" contains a space, tab, line break or other invisible character, which browsers drop: it may lead to another site'],
    ['https:evil.example/noslash', '"https:evil.example/noslash" is not written "https://" and a host name (browsers would read it as "https://evil.example/noslash")'],
    [
      'https://analytics.example;script-src-elem',
      '"https://analytics.example;script-src-elem" has no proper host name (a name such as partner.example.com: not an IP address, not localhost)',
    ],
    ['https://stats$args.example', '"https://stats$args.example" has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['http://127.0.0.1:4399', '"http://127.0.0.1:4399" is not https'],
  ])('%j: one line per field, naming the file, the field and the fix', (value, problem) => {
    const lines = fields.flatMap(([area, path]) => errorLines(edited((content) => setAt(content[area]!, path, value))));
    expect(lines).toEqual(fields.map(([area, path]) => `content/${area}.json: ${entry(area, path)}: the link ${problem}. ${LINK_FIX}`));
  });

  it('accepts paths the build makes, with a query or #fragment, and https:// addresses', () => {
    for (const href of ['/', '/sign-up', '/slots#games', '/?utm_source=mail', '/third-party-notices.txt', '/images/art/hero.webp', 'https://partner.example.com/a?b=1;c=2&d#e']) {
      expect(errorLines(edited((content) => setAt(content.home!, ['hero', 'actions', 0, 'href'], href)))).toEqual([]);
    }
  });

  it('refuses a path the build does not make, naming the pages it does', () => {
    expect(errorLines(edited((content) => setAt(content.home!, ['hero', 'actions', 0, 'href'], '/slotz')))).toEqual([
      'content/home.json: home.hero.actions[0].href: the link "/slotz" names no page or file of this site. Fix: link one of /, /sign-up, /slots, /sabong, /live-games, /sports-betting, a file under public/, or {site.affiliateUrl}.',
    ]);
  });

  it("refuses a link to a switched-off offering's page, except on the menu entry hidden with it", () => {
    const lines = errorLines(
      edited((content) => {
        (content.offerings!.sabong as Json).enabled = false;
        setAt(content.home!, ['hero', 'actions', 0, 'href'], '/sabong');
        setAt(content.navigation!, ['primaryMenu', 3, 'href'], '/sabong'); // the Sabong entry: hidden with the offering
      }),
    );
    expect(lines).toEqual([expect.stringMatching(/^content\/home\.json: home\.hero\.actions\[0\]\.href: the link "\/sabong" names no page or file of this site\. Fix: /)]);
  });
});

describe('https-only fields', () => {
  it.each([
    ['affiliateUrl', 'the affiliate URL'],
    ['siteUrl', 'the site URL'],
  ])('site.%s refuses https: without the two slashes', (field, what) => {
    expect(errorLines(edited((content) => (content.site![field] = 'https:evil.example/noslash')))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/site\\.json: site\\.${field}: ${what} "https:evil\\.example/noslash" is not written "https://" and a host name \\(browsers would read it as "https://evil\\.example/noslash"\\)\\. Fix: `,
        ),
      ),
    ]);
  });

  it("keeps a partner's query as written: ; and & in it are the partner's", () => {
    expect(errorLines(edited((content) => (content.site!.affiliateUrl = 'https://affiliate.example.com/register?aff=1;sub=2&y')))).toEqual([]);
  });

  it('refuses a regulator verification link that is not written https://', () => {
    const lines = errorLines(
      edited((content) => ((content.compliance as Json).regulator = { name: 'A regulator', licenceNumber: 'L-1', verificationUrl: 'https:evil.example/noslash' })),
    );
    expect(lines).toEqual([
      expect.stringMatching(/^content\/compliance\.json: compliance\.regulator\.verificationUrl: the verification link "https:evil\.example\/noslash" is not written "https:\/\/"/),
    ]);
  });
});

describe('the analytics host holds an origin and nothing else', () => {
  const HOST_FIX = "Fix: set the provider's https:// origin alone, e.g. https://plausible.io, https://cloud.umami.is or https://www.googletagmanager.com.";
  const withHost = (host: string) => edited((content) => Object.assign(content.analytics!, { provider: 'plausible', siteId: 'www.example.com', host }));

  it.each([
    ['https://analytics.example;script-src-elem', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['https://stats$args.example', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ["https://a.example 'unsafe-inline'", 'contains a space, tab, line break or other invisible character'],
    ['https://a.example,script-src', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['https://plausible.io/', 'is more than an origin: nothing may follow the host name and port'],
    ['https://plausible.io/js/script.js', 'is more than an origin: nothing may follow the host name and port'],
    ['https://127.0.0.1:4399', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['https://localhost', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['https://stats.localhost', 'has no proper host name (a name such as partner.example.com: not an IP address, not localhost)'],
    ['http://127.0.0.1:4399', 'is not https'],
  ])('%j is refused', (host, problem) => {
    expect(errorLines(withHost(host))).toEqual([`content/analytics.json: analytics.host: the analytics host ${JSON.stringify(host)} ${problem}. ${HOST_FIX}`]);
  });

  it('accepts an https:// origin, with a port', () => {
    for (const host of ['https://plausible.io', 'https://stats.example.org:8443', 'https://www.googletagmanager.com']) expect(errorLines(withHost(host))).toEqual([]);
  });

  it("a loopback collector only in the editor's preview, never in the build", () => {
    for (const host of ['http://127.0.0.1:4399', 'http://localhost:8000', 'http://[::1]:4399']) {
      expect(errorLines(withHost(host), { ...checks, editorPreview: true })).toEqual([]);
      expect(errorLines(withHost(host))).toEqual([expect.stringMatching(/^content\/analytics\.json: analytics\.host: the analytics host "http:.*" is not https\. Fix: /)]);
    }
    // The preview's allowance is for this computer alone.
    expect(errorLines(withHost('http://evil.example:4399'), { ...checks, editorPreview: true })).toHaveLength(1);
  });
});

describe('an offering slug is a lower-case kebab-case name of its own', () => {
  const withSlug = (id: string, slug: string) => edited((content) => ((content.offerings![id] as { page: Json }).page.slug = slug));
  const SLUG_FIX = 'Fix: use lower-case letters, digits and single hyphens, such as live-games.';

  it.each(['* \\\\evil.example 302!\n', '/evil.example', '../../escape', 'Live-Games', 'live--games', 'live games', ''])('%j is refused on one line', (slug) => {
    const lines = errorLines(withSlug('liveGames', slug));
    const problem = slug === '' ? 'is missing' : `${JSON.stringify(slug)} is not a lower-case kebab-case name`;
    expect(lines).toEqual([`content/offerings.json: offerings.liveGames.page.slug: the slug ${problem}. ${SLUG_FIX}`]);
    expect(lines.join('')).not.toMatch(/[\n\r\t]/);
  });

  it.each(['sign-up', 'index', '404', 'images', 'img', 'icons'])('%j, a name the site already uses, is refused', (slug) => {
    expect(errorLines(withSlug('liveGames', slug))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^content/offerings\\.json: offerings\\.liveGames\\.page\\.slug: the slug "${slug}" is a name the site already uses \\(.*\\b${slug}\\b.*\\)\\. Fix: choose another slug\\.$`,
        ),
      ),
    ]);
  });

  it('a slug used twice is refused', () => {
    expect(errorLines(withSlug('liveGames', 'slots'))).toEqual([
      'content/offerings.json: offerings.liveGames.page.slug: the slug "slots" is also the slug of slots. Fix: give each offering page a slug of its own.',
    ]);
  });

  it('the names a slug may not take come from app/, public/ and the build, not from a hand list', () => {
    const { routes, taken } = checks.sitePaths!;
    expect(routes).toEqual(expect.arrayContaining(['/', '/sign-up', '/third-party-notices.txt', '/robots.txt', '/sitemap.xml', '/icon.svg', '/apple-icon.png']));
    expect(taken).toEqual(
      expect.arrayContaining([
        'sign-up',
        '_next',
        '404',
        'index',
        'third-party-notices.txt',
        'robots.txt',
        'sitemap.xml',
        'icon.svg',
        'apple-icon.png',
        'og.jpg',
        'images',
        'img',
        'analytics.js',
      ]),
    );
  });
});
