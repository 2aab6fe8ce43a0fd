// `npm run build`, in this order:
//   0. the art (scripts/compose-art.ts: scenes composed from the emoji library into public/images/art/)
//      and the display font (scripts/build-fonts.ts: cut to the site's characters, into .cache/fonts/);
//   1. the content check: nothing is built from content with problems;
//   2. the images (scripts/build-images.ts) and `next build` side by side: both are CPU-bound on
//      this 2-core machine but neither fills it alone: a cold build takes about 3 s less;
//   3. the generated images copied into out/img/ (Next copies public/ at some point while they
//      may still be in progress, so this copy is the one that counts), old ones pruned;
//   4. compile hints and paint-first on the export (scripts/compile-hints.ts, paint-first.ts).
// npm then runs `postbuild` (headers, host configs, precompressed files).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildImages, copyImagesTo, pruneImages } from './build-images';
import { buildFonts } from './build-fonts';
import { composeArt } from './compose-art';
import { checkContent } from './validate-content';

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'out');

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`\`${args.join(' ')}\` exited with ${code}`))));
  });
  return { child, done };
}

async function main() {
  await Promise.all([composeArt(), buildFonts()]);
  if (!checkContent()) process.exit(1);

  const next = run([require.resolve('next/dist/bin/next'), 'build'], { NEXT_TELEMETRY_DISABLED: '1' });
  const nextFailure = next.done.then(() => null, (error: Error) => error); // read once the images are done
  const images = await buildImages();
  console.log(images.summary);
  if (!images.ok) {
    next.child.kill();
    process.exit(1);
  }
  const failure = await nextFailure;
  if (failure) throw failure;

  const removed = pruneImages(images.manifest);
  copyImagesTo(OUT, images.manifest);
  console.log(`Images: ${Object.keys(images.manifest).length} files copied into out/img/${removed ? `, ${removed} old file(s) removed` : ''}.`);

  // `npm run bench -- --compare` measures Next's own output against these rewrites.
  if (process.env.BUILD_REWRITES === 'off') return;
  await run(['--import', 'tsx', path.join(__dirname, 'compile-hints.ts')]).done;
  await run(['--import', 'tsx', path.join(__dirname, 'paint-first.ts')]).done;
}

main().catch((error: Error) => {
  console.error(`build: ${error.message}`);
  process.exit(1);
});
