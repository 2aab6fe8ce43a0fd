// What every way of running the site needs first, in this order: the content check (nothing is made
// from content with problems), then the two typefaces and the responsive images. `npm run build` runs
// it before next build; `npm run dev` and `npm run edit` before their servers:
//
//   tsx scripts/prepare.ts              stops (exit 1) on a content problem
//   tsx scripts/prepare.ts --keep-going the editor: reports the problems and starts anyway, so they can be fixed in it
import path from 'node:path';
import { removeLeftovers } from './atomic-write';
import { checkContent } from './validate-content';

const ROOT = path.join(__dirname, '..');

/** Whether the content passed; the fonts and images are made only when it did (the fonts always: they read the files as text). */
export async function prepare(): Promise<boolean> {
  // What a save stopped half way left aside (the file it was saving is whole): never built, never published.
  for (const leftover of ['content', 'public'].flatMap((folder) => removeLeftovers(path.join(ROOT, folder)))) {
    console.warn(`prepare: removed ${path.relative(ROOT, leftover)}, left by a save that was stopped`);
  }
  const ok = checkContent();
  // Imported after the check: the images step loads the content, and bad content must be its one line, not a stack trace.
  const { buildFonts } = await import('./build-fonts');
  await buildFonts();
  if (!ok) return false;
  const { buildImages, pruneImages } = await import('./build-images');
  const images = await buildImages();
  console.log(images.summary);
  if (!images.ok) return false;
  const removed = pruneImages(images.manifest);
  if (removed) console.log(`Images: ${removed} old file(s) removed from public/img/.`);
  return true;
}

if (require.main === module) {
  prepare().then(
    (ok) => {
      if (ok) return;
      if (process.argv.includes('--keep-going')) console.error('The editor starts anyway: fix these in it, and the preview shows the page again.');
      else process.exit(1);
    },
    (error: Error) => {
      console.error(`prepare: ${error.message}`);
      process.exit(1);
    },
  );
}
