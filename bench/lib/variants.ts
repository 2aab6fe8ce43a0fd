// `npm run bench -- --compare`: the post-build rewrite and content-visibility measured against
// Next's own output. From one export built without the rewrite (BUILD_REWRITES=off; the payload
// scripts are still joined into one a page, as in every build, for the CSP's sake), each variant
// is a copy with its steps applied, its CSP recomputed and its files precompressed like a real build:
//   next                    Next's own output (what the site would ship without paint-first)
//   paint-first             + scripts/paint-first.ts (what the site ships)
//   no-content-visibility   + paint-first, without `content-visibility: auto` on the sections below the hero
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../../hosting/export-files';
import { precompress } from '../../hosting/precompress';

export const VARIANTS = {
  next: [],
  'paint-first': ['paint-first'],
  'no-content-visibility': ['paint-first', 'no-content-visibility'],
} as const;
export type Variant = keyof typeof VARIANTS;

const ROOT = path.join(__dirname, '..', '..');

async function apply(step: string, dir: string) {
  if (step === 'no-content-visibility') {
    for (const file of listFiles(dir).filter((f) => f.endsWith('.css'))) {
      const abs = path.join(dir, file);
      const css = await fs.readFile(abs, 'utf8');
      if (css.includes('content-visibility:auto')) await fs.writeFile(abs, css.replaceAll('content-visibility:auto', 'content-visibility:visible'));
    }
    return;
  }
  execFileSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts', `${step}.ts`), dir], { cwd: ROOT, stdio: 'ignore' });
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
