// `npm run test:links`: linkinator crawls every route of the built site through the
// `npm start` server and fails on any broken link, image, script, stylesheet or CSS
// url(). Links to other hosts (the affiliate sign-up URL, schema.org, the canonical
// https://… site URL) are skipped: the network is closed and they are not ours.
//
//   tsx test-support/check-links.ts [--dir out]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LinkChecker, LinkState } from 'linkinator';
import { isErrorPage, listPages } from '../hosting/export-files';
import { startSiteServer, type RunningSite } from './site-process';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'out' } } });
const root = path.resolve(values.dir);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`test:links: ${values.dir}/index.html not found: run \`npm run build\` first`);
  process.exit(1);
}

async function main() {
  const started = Date.now();
  let server: RunningSite | undefined;
  let exitCode = 0;
  try {
    server = await startSiteServer(root);
    const { base } = server;
    const routes = listPages(root)
      .map((p) => p.route)
      .filter((route) => !isErrorPage(route));
    const checker = new LinkChecker();
    const skipped = new Set<string>();
    const result = await checker.check({
      path: routes.map((r) => `${base}${r}`),
      recurse: true,
      checkCss: true,
      concurrency: 16,
      timeout: 10_000,
      redirects: 'allow',
      linksToSkip: async (link: string) => {
        const external = !link.startsWith(`${base}/`) && link !== base;
        if (external) skipped.add(link);
        return external;
      },
    });
    const broken = result.links.filter((l) => l.state === LinkState.BROKEN);
    const ok = result.links.filter((l) => l.state === LinkState.OK);
    console.log(`test:links: ${routes.length} routes crawled, ${ok.length} links OK, ${broken.length} broken, ${skipped.size} external links skipped`);
    for (const l of broken) console.log(`  BROKEN ${l.status ?? '---'} ${l.url.replace(base, '')}  (on ${(l.parent ?? '').replace(base, '') || '?'})`);
    if (skipped.size) console.log(`  skipped: ${[...skipped].sort().slice(0, 10).join(', ')}${skipped.size > 10 ? ', …' : ''}`);
    if (broken.length || !result.passed) exitCode = 1;
  } catch (err) {
    console.error(`test:links: ${err instanceof Error ? err.message : err}`);
    exitCode = 1;
  } finally {
    server?.stop();
  }
  console.log(`test:links: ${exitCode ? 'FAILED' : 'passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(exitCode);
}

main().catch((error: unknown) => {
  console.error(`test:links: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
