// What the build makes besides the offering pages, read from where it comes from rather than listed
// by hand: the routes of app/ (pages, route handlers, metadata files), Next's own names in out/, and
// public/ with what the build steps add to it. The content check uses it (content/schema.ts, SitePaths):
// an internal link must name one of these routes, an offering slug must take none of these names.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SitePaths } from '../content/schema';
import { HIDDEN_PATHS } from '../hosting/export-files';
import { GENERATED_DIR } from '../lib/responsive-images';

const ROUTE_FILE = /^(?:page|route)\.(?:tsx?|jsx?|mdx)$/;
/** Metadata files Next turns into a URL of their own: images keep their name, code files become these. */
const METADATA_IMAGE = /^(?:favicon|icon|apple-icon|opengraph-image|twitter-image)\d*\.(?:ico|png|jpe?g|gif|svg)$/;
const METADATA_CODE: Record<string, string> = { robots: 'robots.txt', sitemap: 'sitemap.xml', manifest: 'manifest.webmanifest' };
/** Next's names in out/ that no app/ file spells: its assets and the home page's files (index.html, index.txt). */
const NEXT_OWN = ['_next', 'index'];

/** The URL paths the files of app/ make: "/" and "/sign-up" (pages), "/third-party-notices.txt" (a route handler), "/robots.txt"… */
export function appRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const { name } = entry;
      const generated = segments.length === 0 ? METADATA_CODE[name.replace(/\.[jt]sx?$/, '')] : undefined;
      if (entry.isDirectory()) {
        // (group) adds no segment; [dynamic] are the offering pages (content's); _private and @slot make no URL
        if (/^\(.*\)$/.test(name)) walk(join(dir, name), segments);
        else if (!/^[[_@]/.test(name)) walk(join(dir, name), [...segments, name]);
      } else if (ROUTE_FILE.test(name)) {
        routes.push(`/${segments.join('/')}`);
      } else if (METADATA_IMAGE.test(name)) {
        routes.push(`/${[...segments, name].join('/')}`);
      } else if (generated) {
        routes.push(`/${generated}`);
      }
    }
  };
  walk(appDir, []);
  return [...new Set(routes)].sort();
}

/** The routes of app/ and every top-level name taken in out/. */
export function sitePaths(appDir: string, publicDir: string): SitePaths {
  const routes = appRoutes(appDir);
  const firstSegment = (path: string) => path.split('/')[1]!;
  const taken = [
    ...routes.filter((route) => route !== '/').map(firstSegment),
    ...NEXT_OWN,
    ...HIDDEN_PATHS.map(firstSegment),
    ...(existsSync(publicDir) ? readdirSync(publicDir) : []),
    // what the build steps write into public/ before next build copies it
    firstSegment(GENERATED_DIR),
  ];
  return { routes, taken: [...new Set(taken)].sort() };
}
