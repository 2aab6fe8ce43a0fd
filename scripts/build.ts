// `npm run build`, in this order:
//   0. the art (scripts/compose-art.ts: scenes composed from the emoji library into public/images/art/)
//      and the display font (scripts/build-fonts.ts: cut to the site's characters, into .cache/fonts/);
//   1. the content check and the type check (TypeScript 7's tsc): nothing is built from content with problems;
//   2. the images (scripts/build-images.ts) into public/img/, old ones pruned: finished before
//      `next build` starts, since it copies public/ into out/ (only changed images are encoded);
//   3. `next build`: the static export in out/;
//   4. on the export, compile hints (scripts/compile-hints.ts) and paint-first (scripts/paint-first.ts);
//      what each buys is in the README.
// npm then runs `postbuild` (headers, host configs, precompressed files).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildImages, pruneImages } from './build-images';
import { buildFonts } from './build-fonts';
import { composeArt } from './compose-art';
import { checkContent } from './validate-content';

const ROOT = path.join(__dirname, '..');

function run(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`\`${args.join(' ')}\` exited with ${code}`))));
  });
}

async function main() {
  await Promise.all([composeArt(), buildFonts()]);
  if (!checkContent()) process.exit(1);
  // Resolved like a module, so a copy of the project whose node_modules live above it (the e2e site copies) finds it too.
  await run([path.join(path.dirname(require.resolve('@typescript/native/package.json')), 'bin', 'tsc'), '--noEmit']);

  const images = await buildImages();
  console.log(images.summary);
  if (!images.ok) process.exit(1);
  const removed = pruneImages(images.manifest);
  if (removed) console.log(`Images: ${removed} old file(s) removed from public/img/.`);

  await run([require.resolve('next/dist/bin/next'), 'build'], { NEXT_TELEMETRY_DISABLED: '1' });

  // `npm run bench -- --compare` measures Next's own output against these rewrites.
  if (process.env.BUILD_REWRITES === 'off') return;
  await run(['--import', 'tsx', path.join(__dirname, 'compile-hints.ts')]);
  await run(['--import', 'tsx', path.join(__dirname, 'paint-first.ts')]);
}

main().catch((error: Error) => {
  console.error(`build: ${error.message}`);
  process.exit(1);
});
