// `npm run build`, in this order:
//   1. scripts/prepare.ts: the content check (nothing is built from content with problems; it runs before
//      any module that loads the content is imported, so a bad value is its one line, not a stack trace),
//      the two typefaces (cut to the site's characters, into .cache/fonts/) and the images (into
//      public/img/, old ones pruned: finished before `next build` copies public/ into out/);
//   2. the type check (TypeScript 7's tsc); the key art is committed (npm run art), never drawn here;
//   3. `next build`: the static export;
//   4. on the export, compile hints (scripts/rewrites/compile-hints.ts) and paint-first (scripts/rewrites/paint-first.ts),
//      what each buys is in the README; then its payload scripts joined into one a page
//      (scripts/rewrites/join-scripts.ts: one CSP hash however long the page);
//   5. the post-build step (hosting/host-files.ts): the header definitions, every host's config
//      checked against its host's limits, the precompressed siblings.
// Steps 3-5 write into staging folders (scripts/staging.ts), swapped into out/ and deploy/ only once
// all have passed: a build that fails anywhere leaves the last good out/ and deploy/ whole.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { logSummary, writeHostFiles } from '../hosting/host-files';
import { joinScriptsIn } from './rewrites/join-scripts';
import { takeBuildLock } from './build-lock';
import { staged } from './staging';
import { prepare } from './prepare';

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'out');
const DEPLOY = path.join(ROOT, 'deploy');

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  // A build that exits in the middle of a step (its lock taken over: ./build-lock.ts) leaves no step writing on.
  const stop = () => child.kill();
  process.once('exit', stop);
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`\`${args.join(' ')}\` exited with ${code}`));
    });
  });
}

async function main() {
  // Before anything is written: prepare() writes the fonts and images the build reads.
  const release = await takeBuildLock(ROOT);
  try {
    await build();
  } finally {
    await release();
  }
}

async function build() {
  if (!(await prepare())) process.exit(1);
  // Resolved like a module, so a copy of the project whose node_modules live above it (the e2e site copies) finds it too.
  await run([path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc'), '--noEmit']);

  await staged({ out: OUT, deploy: DEPLOY }, async (staging) => {
    // With output: 'export', next.config.mjs's distDir (EXPORT_DIR) is where the export is written.
    await run([require.resolve('next/dist/bin/next'), 'build'], { NEXT_TELEMETRY_DISABLED: '1', EXPORT_DIR: path.relative(ROOT, staging.out) });
    // `npm run bench -- --compare` measures Next's own output against these rewrites.
    if (process.env.BUILD_REWRITES !== 'off') {
      await run(['--import', 'tsx', path.join(__dirname, 'rewrites', 'compile-hints.ts'), staging.out]);
      await run(['--import', 'tsx', path.join(__dirname, 'rewrites', 'paint-first.ts'), staging.out]);
      const joined = await joinScriptsIn(staging.out);
      console.log(`join-scripts: ${joined.pages} pages, ${joined.removed} fewer inline scripts (each page's payload in one)`);
    }
    // BUILD_PRECOMPRESS=off: the tests' site copies, which serve their builds once (8 CPU-seconds a build saved).
    const compress = process.env.BUILD_PRECOMPRESS !== 'off';
    logSummary(await writeHostFiles({ root: staging.out, deployDir: staging.deploy, compress }), { out: 'out', deploy: 'deploy' });
  });
  console.log('build: out/ and deploy/ replaced by this build');
}

main().catch((error: Error) => {
  for (const line of error.message.split('\n')) console.error(`build: ${line}`);
  process.exit(1);
});
