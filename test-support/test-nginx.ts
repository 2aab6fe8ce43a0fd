// `npm run test:nginx`: runs the generated nginx config through the same check table as
// the Node server's Jest test (test-support/checks.ts), on a throwaway nginx bound to a
// loopback port (temp prefix, pid and logs; the system service is not touched).
//
//  1. a fixture export in a temp dir, post-built (definitions, configs, .gz siblings);
//  2. the real out/ too, when it has been built and post-built (deploy/headers.json),
//     after checking deploy/nginx.conf is exactly what the generator makes.
//
// nginx missing: installed with apt-get when running as root, else one hint line, exit 1.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { loadDefinitions, type Definitions } from '../hosting/headers';
import { nginxConfig } from '../hosting/hosts/nginx';
import { buildChecks, describeSite, formatResults, runChecks } from './checks';
import { createFixture } from './fixture';
import { ensureNginx, startNginx } from './nginx';
import { splitFailures, withEndedCampaign } from './split-checks';
import { TSX_NODE_ARGS } from './site-process';

let failed = 0;

async function runAgainst(bin: string, label: string, root: string, built: Definitions) {
  const defs = { ...built, split: withEndedCampaign(built.split) };
  const nginx = await startNginx({ bin, root, defs });
  try {
    const results = await runChecks({ port: nginx.port, root, target: 'nginx', rows: buildChecks(describeSite(root, defs.split)) });
    const bad = results.filter((r) => r.failures.length).length;
    failed += bad;
    console.log(`\n== ${label}: ${root} on 127.0.0.1:${nginx.port}`);
    console.log(formatResults(results));
    for (const campaign of built.split.campaigns) {
      const problems = await splitFailures(nginx.port, campaign);
      failed += problems.length ? 1 : 0;
      console.log(
        `${problems.length ? 'FAIL' : 'ok  '}      split: ${campaign.path}, 500 fresh visitors by weight, each keeps theirs${problems.map((p) => `\n       ${p}`).join('')}`,
      );
    }
    const log = nginx
      .errorLog()
      .split('\n')
      .filter((l) => /\[(emerg|alert|crit)\]/.test(l));
    if (log.length) {
      failed += 1;
      console.log(`nginx logged:\n${log.join('\n')}`);
    }
  } finally {
    await nginx.stop();
  }
}

async function main() {
  const started = Date.now();
  const { bin, hint } = ensureNginx();
  if (!bin) {
    console.error(`test:nginx: ${hint}`);
    process.exit(1);
  }
  const version = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  console.log(`test:nginx: ${`${version.stderr}${version.stdout}`.trim() || 'nginx'} (${bin})`);

  // 1. fixture
  const fixture = createFixture();
  const fixtureDeploy = `${fixture}-deploy`;
  try {
    execFileSync(process.execPath, [...TSX_NODE_ARGS, path.join('hosting', 'postbuild.ts'), '--dir', fixture, '--deploy', fixtureDeploy], { stdio: 'pipe' });
    const { defs } = loadDefinitions(fixture, path.join(fixtureDeploy, 'headers.json'));
    await runAgainst(bin, 'fixture', fixture, defs);
  } finally {
    rmSync(fixture, { recursive: true, force: true });
    rmSync(fixtureDeploy, { recursive: true, force: true });
  }

  // 2. the real export, when built
  const out = path.resolve('out');
  if (existsSync(path.join(out, 'index.html')) && existsSync('deploy/headers.json')) {
    const { defs, source, reason } = loadDefinitions(out, 'deploy/headers.json');
    if (source !== 'file') {
      console.error(`\ntest:nginx: ${reason}`);
      failed += 1;
    } else {
      const expected = nginxConfig(defs);
      if (!existsSync('deploy/nginx.conf') || readFileSync('deploy/nginx.conf', 'utf8') !== expected) {
        console.error('\ntest:nginx: deploy/nginx.conf differs from the generator output: run `npm run host-configs`');
        failed += 1;
      }
      await runAgainst(bin, 'built site', out, defs);
    }
  } else {
    console.log('\ntest:nginx: out/ not built (or not post-built): checked the fixture only');
  }

  console.log(`\ntest:nginx: ${failed ? `${failed} failure(s)` : 'all checks passed'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(`test:nginx: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
