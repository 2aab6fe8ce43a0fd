// `npm run bench -- --compare`: each post-build rewrite and content-visibility against Next's own output. From one
// export built without the rewrites (BUILD_REWRITES=off), each variant is a copy with its steps applied, its CSP
// recomputed when served and its files precompressed like a real build: `next` (none), `shipped` (all), `without-<step>`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../hosting/export-files';
import { precompress } from '../../hosting/precompress';

const SHIPPED = ['compile-hints', 'paint-first', 'join-scripts'] as const;
const without = (step: (typeof SHIPPED)[number]) => SHIPPED.filter((s) => s !== step);

export const VARIANTS = {
  next: [],
  shipped: SHIPPED,
  'without-compile-hints': without('compile-hints'),
  'without-paint-first': without('paint-first'),
  'without-join-scripts': without('join-scripts'),
  'without-content-visibility': [...SHIPPED, 'no-content-visibility'],
} satisfies Record<string, readonly string[]>;
export type Variant = keyof typeof VARIANTS;

const ROOT = path.join(__dirname, '..', '..');

/** Copies `out` into `work/<variant>` for each variant asked for and applies its steps; returns the directories. */
export async function prepareVariants(out: string, work: string, only: Variant[]): Promise<Partial<Record<Variant, string>>> {
  const dirs: Partial<Record<Variant, string>> = {};
  for (const variant of only) {
    const dir = (dirs[variant] = path.join(work, variant));
    await fs.rm(dir, { recursive: true, force: true });
    await fs.cp(out, dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
    for (const step of VARIANTS[variant]) {
      if (step !== 'no-content-visibility') {
        execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'rewrites', `${step}.ts`), dir], { cwd: ROOT, stdio: 'ignore' });
        continue;
      }
      // The stylesheet is inlined into each page (experimental.inlineCss) and also kept as a file.
      for (const file of listFiles(dir).filter((f) => /\.(css|html)$/.test(f))) {
        const text = await fs.readFile(path.join(dir, file), 'utf8');
        if (text.includes('content-visibility:auto')) await fs.writeFile(path.join(dir, file), text.replaceAll('content-visibility:auto', 'content-visibility:visible'));
      }
    }
    await precompress(dir);
  }
  return dirs;
}

/**
 * A copy of the export `out` in `dir` whose home page has every <script> removed (the payload, the loader, JSON-LD):
 * what the first paint would be with no JavaScript, for the bench's budget on what JavaScript costs it.
 */
export async function withoutScripts(out: string, dir: string): Promise<string> {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.cp(out, dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  const home = path.join(dir, 'index.html');
  await fs.writeFile(home, (await fs.readFile(home, 'utf8')).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, ''));
  await precompress(dir);
  return dir;
}
