// The build on a copy of the project (e2e/site-copy.ts) with 500 games in the slot gallery: it builds,
// every host config stays within its host's limits and the home page runs under its own policy; then
// builds that fail at a late step (next build, the post-build step: the first step and the last that
// write into staging) or at the content check (hostile values) leave that good out/ and deploy/ exactly
// as they were, and say why in one line. The steps between stop the same way (each exits 1 and
// scripts/build.ts treats every step alike); paint-first's own refusal is __tests__/paint-first.test.ts's.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { withSlotGames } from '../bench/lib/games';
import type { Definitions } from '../hosting/headers';
import { treeDigest } from '../test-support/tree';
import { port, siteCopy, type SiteCopy } from './site-copy';

const BUILD_TIMEOUT = 600_000; // full site builds on a shared 2-core machine, beside the other copies' builds
const GAMES = 500;

test.describe.configure({ mode: 'serial' });

let copy: SiteCopy;
test.beforeAll(() => {
  copy = siteCopy('games-500');
  copy.writeJson('content/games.json', withSlotGames(copy.readJson('content/games.json') as { slotGames: { title: string }[] }, GAMES));
});
test.afterAll(() => copy?.remove());

const output = () => ({ out: treeDigest(path.join(copy.dir, 'out')), deploy: treeDigest(path.join(copy.dir, 'deploy')) });

test(`a gallery of ${GAMES} games builds, every host config fits its limits, and the home page runs under its own CSP`, async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT);
  await copy.build();

  const defs = copy.readJson('deploy/headers.json') as unknown as Definitions;
  const home = defs.csp.pages['/'];
  expect(home?.scriptHashes.length).toBeLessThanOrEqual(5); // the payload is one script however long the gallery
  const headersLines = readFileSync(path.join(copy.dir, 'out', '_headers'), 'utf8').split('\n');
  expect(Math.max(...headersLines.map((line) => line.length))).toBeLessThanOrEqual(2000);
  expect(readFileSync(path.join(copy.dir, 'deploy', 'cloudfront-csp-function.js')).length).toBeLessThanOrEqual(10240);

  const server = await copy.serve(port(31));
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.violations.push(`${event.effectiveDirective} ${event.blockedURI || 'inline'}`));
    });
    // The policy _headers and the CloudFront function give this page, instead of the server's union.
    await page.route(`${server.base}/`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': home?.policy ?? '' } });
    });
    await page.goto(`${server.base}/`);
    await expect(page.getByTestId('slot-gallery').getByRole('listitem')).toHaveCount(GAMES);
    await page.waitForFunction(() => (window as unknown as { next?: unknown }).next !== undefined); // Next's bootstrap ran
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
  } finally {
    await server.stop();
  }
});

/** The home page's Content-Security-Policy line in out/_headers, from the last good build. */
const homeCspLine = () => `  Content-Security-Policy: ${(copy.readJson('deploy/headers.json') as unknown as Definitions).csp.pages['/']?.policy}`.length;

/** The first and the last step after the content check made to fail; `apply` breaks the copy and returns what mends it. */
const FAILURES = [
  {
    step: 'next build',
    // a page that passes the content check and the type check, then throws while Next prerenders it
    apply: () => {
      const dir = path.join(copy.dir, 'app', '(bare)', 'broken');
      mkdirSync(dir);
      writeFileSync(path.join(dir, 'page.tsx'), "export default function Broken(): never {\n  throw new Error('broken on purpose');\n}\n");
      return () => rmSync(dir, { recursive: true });
    },
    says: () => [expect.stringMatching(/^build: `.*next build` exited with 1$/)],
  },
  {
    step: 'the post-build step',
    // a Cloudflare line limit one character short of the home page's policy line
    apply: () => {
      const file = path.join(copy.dir, 'hosting', 'headers.ts');
      const original = readFileSync(file, 'utf8');
      writeFileSync(file, original.replace('CLOUDFLARE_LINE_LIMIT = 2000', `CLOUDFLARE_LINE_LIMIT = ${homeCspLine() - 1}`));
      return () => writeFileSync(file, original);
    },
    says: () => [
      `build: Cloudflare Pages: the Content-Security-Policy line for / in out/_headers is ${homeCspLine()} characters, over the limit of ${homeCspLine() - 1}: ` +
        `/ has ${(copy.readJson('deploy/headers.json') as unknown as Definitions).csp.pages['/']?.scriptHashes.length} inline scripts and shows ${GAMES} entries of content/games.json slotGames. ` +
        'Fix: show fewer of those entries on one page.',
    ],
  },
];

for (const failure of FAILURES) {
  test(`a build that fails in ${failure.step} leaves the last good out/ and deploy/ whole and says why in one line`, async () => {
    test.setTimeout(BUILD_TIMEOUT);
    const lastGood = output();
    expect(Object.keys(lastGood.out)).toEqual(expect.arrayContaining(['index.html', 'index.html.br', '_headers', '_redirects']));
    const expected = failure.says();
    const mend = failure.apply();
    try {
      const error = await copy.build().then(
        () => new Error('the build passed'),
        (reason: Error) => reason,
      );
      expect(error.message.split('\n').filter((line) => line.startsWith('build: '))).toEqual(expected);
      expect(output()).toEqual(lastGood);
    } finally {
      mend();
    }
  });
}

test('a build with hostile values in content/ stops at the content check, one line for each naming the file, the field and the fix, and leaves the last good out/ and deploy/ whole', async () => {
  test.setTimeout(BUILD_TIMEOUT);
  const lastGood = output();
  const files = ['content/offerings.json', 'content/navigation.json', 'content/analytics.json'] as const;
  const originals = files.map((file) => copy.readJson(file));
  const [offerings, navigation, analytics] = structuredClone(originals) as [{ liveGames: { page: { slug: string } } }, { primaryMenu: { href: string }[] }, { host: string }];
  offerings.liveGames.page.slug = '* \\\\evil.example 302!\n';
  navigation.primaryMenu[0]!.href = '//evil.example/x';
  analytics.host = 'http://127.0.0.1:4399';
  [offerings, navigation, analytics].forEach((value, index) => copy.writeJson(files[index]!, value));
  try {
    const error = await copy.build().then(
      () => new Error('the build passed'),
      (reason: Error) => reason,
    );
    expect(error.message.split('\n').filter((line) => line.startsWith('error: '))).toEqual([
      'error: content/offerings.json: offerings.liveGames.page.slug: the slug "* \\\\\\\\evil.example 302!\\n" is not a lower-case kebab-case name. Fix: use lower-case letters, digits and single hyphens, such as live-games.',
      'error: content/navigation.json: navigation.primaryMenu[0].href: the link "//evil.example/x" starts with "//", which browsers read as another site\'s address. ' +
        'Fix: use {site.affiliateUrl} (the affiliate URL), a path of this site such as "/" or "/sign-up", or an https:// address such as https://partner.example.com/page.',
      'error: content/analytics.json: analytics.host: the analytics host "http://127.0.0.1:4399" is not https. ' +
        "Fix: set the provider's https:// origin alone, e.g. https://plausible.io, https://cloud.umami.is or https://www.googletagmanager.com.",
    ]);
    expect(error.message).toMatch(/Content check failed: 3 problem\(s\) in content\/ and public\/\. The site was not built\./);
    expect(output()).toEqual(lastGood);
  } finally {
    originals.forEach((value, index) => copy.writeJson(files[index]!, value));
  }
});
