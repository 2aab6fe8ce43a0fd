/** @jest-environment node */
// Host limits: a config past one fails with one line naming the host, the limit, the measured size
// and the content that grew; postbuild then leaves out/ and deploy/ as they were.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPolicy, cspHash } from '../../hosting/csp';
import { computeDefinitions, type Definitions } from '../../hosting/headers';
import { hostConfigs } from '../../hosting/hosts';
import { hostLimitProblems } from '../../hosting/limits';
import { createFixture } from '../../test-support/fixture';
import { TSX_NODE_ARGS } from '../../test-support/site-process';
import { treeDigest } from '../../test-support/tree';
import games from '../../content/games.json';

/** The fixture's home page with the gallery's games on it and `scripts` inline scripts of its own. */
function growHome(root: string, scripts: number) {
  const file = path.join(root, 'index.html');
  const gallery = games.slotGames.map((game) => `<li>${game.title}</li>`).join('');
  const inline = Array.from({ length: scripts }, (_, i) => `<script>self.x${i}=${i}</script>`).join('');
  writeFileSync(file, readFileSync(file, 'utf8').replace('</main>', `<ul>${gallery}</ul></main>${inline}`));
}

const problemsOf = (defs: Definitions, root: string) => hostLimitProblems(defs, root, hostConfigs(defs, root).files);

describe('host limits', () => {
  const root = createFixture();
  growHome(root, 60);
  const defs = computeDefinitions(root);
  const plain = createFixture();
  const plainDefs = computeDefinitions(plain);
  afterAll(() => [root, plain].forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  test('a page policy too long for a Cloudflare _headers line: one line with the host, the limit, the size and the content that grew', () => {
    const length = `  Content-Security-Policy: ${defs.csp.pages['/']?.policy}`.length;
    expect(problemsOf(defs, root)).toEqual([
      `Cloudflare Pages: the Content-Security-Policy line for / in out/_headers is ${length.toLocaleString('en')} characters, over the limit of 2,000: ` +
        `/ has 63 inline scripts and shows ${games.slotGames.length} entries of content/games.json slotGames. Fix: show fewer of those entries on one page.`,
    ]);
  });

  test('the CloudFront CSP function past 10 KB names the page policies it holds and the longest one', () => {
    const pages = { ...plainDefs.csp.pages };
    // 30 more pages with policies of their own, the first the longest (the grown home page is its file)
    for (let i = 0; i < 30; i += 1) {
      const scriptHashes = Array.from({ length: i === 0 ? 12 : 8 }, (_, n) => cspHash(`page ${i} script ${n}`));
      pages[`/game-${i}`] = { file: 'index.html', policy: buildPolicy({ scriptHashes }), scriptHashes };
    }
    const many: Definitions = { ...plainDefs, csp: { ...plainDefs.csp, pages } };
    const policies = new Set(Object.values(pages).map((page) => page.policy)).size;
    expect(problemsOf(many, root).filter((p) => p.startsWith('CloudFront'))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^CloudFront: deploy/cloudfront-csp-function\\.js is \\d\\d,\\d{3} bytes, over the limit of 10,240: it holds ${policies} page policies; ` +
            `the longest is for /game-0: /game-0 has 12 inline scripts and shows ${games.slotGames.length} entries of content/games\\.json slotGames\\. Fix: .+\\.$`,
        ),
      ),
    ]);
  });

  test('a response headers policy value past CloudFront’s 1,783 characters points at hosting/headers.ts', () => {
    const long: Definitions = { ...plainDefs, security: { ...plainDefs.security, 'Permissions-Policy': 'camera=()'.padEnd(1800, ' ') } };
    expect(problemsOf(long, plain)).toEqual([
      'CloudFront: the Permissions-Policy value in the response headers policy (deploy/cloudfront-response-headers-policy.json) is 1,800 characters, over the limit of 1,783: ' +
        'the value is set in hosting/headers.ts (SECURITY_HEADERS). Fix: shorten it there.',
    ]);
  });

  test('an export within every limit has no problem to report', () => {
    expect(problemsOf(plainDefs, plain)).toEqual([]);
  });
});

describe('postbuild past a host limit', () => {
  test('exits 1 with one line naming the host, the limit, the size and the content, no stack trace, and leaves out/ and deploy/ as they were', () => {
    const dir = createFixture();
    const deploy = `${dir}-deploy`;
    const postbuild = () => spawnSync(process.execPath, [...TSX_NODE_ARGS, path.join('hosting', 'postbuild.ts'), '--dir', dir, '--deploy', deploy], { encoding: 'utf8' });
    try {
      expect(postbuild().status).toBe(0); // the last good build
      growHome(dir, 60); // next build's new HTML, whose policy no longer fits
      const before = { out: treeDigest(dir), deploy: treeDigest(deploy) };
      const result = postbuild();
      expect(result.status).toBe(1);
      expect(result.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^postbuild: Cloudflare Pages: the Content-Security-Policy line for / in out/_headers is \\d,\\d{3} characters, over the limit of 2,000: / has 63 inline scripts and shows ${games.slotGames.length} entries of content/games\\.json slotGames\\. Fix: .+\\.$`,
          ),
        ),
      ]);
      expect({ out: treeDigest(dir), deploy: treeDigest(deploy) }).toEqual(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(deploy, { recursive: true, force: true });
    }
  });
});
