// `npm run bench -- --compare`: each post-build rewrite and content-visibility measured against
// Next's own output. From one export built without the rewrites (BUILD_REWRITES=off), each variant
// is a copy with its steps applied, its CSP recomputed and its files precompressed like a real build:
//   next                         Next's own output, no rewrite
//   shipped                      every rewrite (what the site ships)
//   without-<step>               every rewrite but that one
//   without-content-visibility   every rewrite, with `content-visibility: auto` turned off
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

async function apply(step: string, dir: string) {
  if (step === 'no-content-visibility') {
    // The stylesheet is inlined into each page (experimental.inlineCss) and also kept as a file.
    for (const file of listFiles(dir).filter((f) => /\.(css|html)$/.test(f))) {
      const abs = path.join(dir, file);
      const text = await fs.readFile(abs, 'utf8');
      if (text.includes('content-visibility:auto')) await fs.writeFile(abs, text.replaceAll('content-visibility:auto', 'content-visibility:visible'));
    }
    return;
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', 'rewrites', `${step}.ts`), dir], { cwd: ROOT, stdio: 'ignore' });
}

/** Copies `out` into `work/<variant>` for every variant and applies its steps; returns the directories. */
export async function prepareVariants(out: string, work: string, only: Variant[]): Promise<Record<Variant, string>> {
  const dirs = {} as Record<Variant, string>;
  for (const [variant, steps] of Object.entries(VARIANTS) as [Variant, readonly string[]][]) {
    if (!only.includes(variant)) continue;
    const dir = path.join(work, variant);
    await fs.rm(dir, { recursive: true, force: true });
    await fs.cp(out, dir, { recursive: true });
    for (const f of listFiles(dir).filter((x) => /\.(br|gz)$/.test(x))) await fs.rm(path.join(dir, f));
    for (const step of steps) await apply(step, dir);
    await precompress(dir);
    dirs[variant] = dir;
  }
  return dirs;
}
