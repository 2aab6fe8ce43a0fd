// A copy of the project whose content a test or the bench may change and build without touching the
// working tree. It must sit inside the project (.e2e-sites/…): Node, Next and Turbopack then resolve
// node_modules from the project above it.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** What a build reads: the site, its design sources (the logo's sizes), build steps and configs, and the caches that spare it work (.cache, the encoded images). */
const COPIED = [
  'app',
  'art',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'server',
  'hosting',
  'types',
  '.cache',
  'next.config.mjs',
  'package.json',
  'tsconfig.json',
  'postcss.config.mjs',
  'tailwind.config.ts',
  'THIRD-PARTY-NOTICES',
  'next-env.d.ts',
];

/** Replaces `dir` with a fresh copy of the project at `root`. */
export function copyProject(root: string, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of COPIED) {
    if (existsSync(path.join(root, entry))) cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
}
