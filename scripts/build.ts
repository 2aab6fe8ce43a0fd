// `npm run build`, in this order:
//   0. the content check: nothing is built from content with problems. It runs before any module that
//      loads the content is imported (the fonts, the images), so a bad value is its one line, not a stack trace;
//   1. the two typefaces (scripts/build-fonts.ts: cut to the site's characters, into .cache/fonts/) and
//      the type check (TypeScript 7's tsc); the key art is committed (npm run art), never drawn here;
//   2. the images (scripts/build-images.ts) into public/img/, old ones pruned: finished before
//      `next build` starts, since it copies public/ into out/ (only changed images are encoded);
//   3. `next build`: the static export;
//   4. on the export, compile hints (scripts/compile-hints.ts) and paint-first (scripts/paint-first.ts),
//      what each buys is in the README; then its payload scripts joined into one a page
//      (scripts/join-scripts.ts: one CSP hash however long the page);
//   5. the post-build step (hosting/host-files.ts): the header definitions, every host's config
//      checked against its host's limits, the precompressed siblings.
// Steps 3-5 write into staging folders (scripts/staging.ts), swapped into out/ and deploy/ only once
// all have passed: a build that fails anywhere leaves the last good out/ and deploy/ whole.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { logSummary, writeHostFiles } from '../hosting/host-files';
import { joinScriptsIn } from './join-scripts';
import { staged } from './staging';
import { checkContent } from './validate-content';

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'out');
const DEPLOY = path.join(ROOT, 'deploy');

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`\`${args.join(' ')}\` exited with ${code}`))));
  });
}

async function main() {
  if (!checkContent()) process.exit(1);
  const [{ buildFonts }, { buildImages, pruneImages }] = await Promise.all([import('./build-fonts'), import('./build-images')]);
  await buildFonts();
  // Resolved like a module, so a copy of the project whose node_modules live above it (the e2e site copies) finds it too.
  await run([path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc'), '--noEmit']);

  const images = await buildImages();
  console.log(images.summary);
  if (!images.ok) process.exit(1);
  const removed = pruneImages(images.manifest);
  if (removed) console.log(`Images: ${removed} old file(s) removed from public/img/.`);

  await staged({ out: OUT, deploy: DEPLOY }, async (staging) => {
    // With output: 'export', next.config.mjs's distDir (EXPORT_DIR) is where the export is written.
    await run([require.resolve('next/dist/bin/next'), 'build'], { NEXT_TELEMETRY_DISABLED: '1', EXPORT_DIR: path.relative(ROOT, staging.out) });
    // `npm run bench -- --compare` measures Next's own output against these rewrites.
    if (process.env.BUILD_REWRITES !== 'off') {
      await run(['--import', 'tsx', path.join(__dirname, 'compile-hints.ts'), staging.out]);
      await run(['--import', 'tsx', path.join(__dirname, 'paint-first.ts'), staging.out]);
      const joined = await joinScriptsIn(staging.out);
      console.log(`join-scripts: ${joined.pages} pages, ${joined.removed} fewer inline scripts (each page's payload in one)`);
    }
    logSummary(await writeHostFiles({ root: staging.out, deployDir: staging.deploy }), { out: 'out', deploy: 'deploy' });
  });
  console.log('build: out/ and deploy/ replaced by this build');
}

main().catch((error: Error) => {
  for (const line of error.message.split('\n')) console.error(`build: ${line}`);
  process.exit(1);
});
