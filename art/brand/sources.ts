// What the brand files are made from (art/brand/build.ts), and the hash of it recorded beside them:
// a test compares the two, so a changed emblem, font, name or key art without a new `npm run brand` fails.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import siteFile from '../../content/site.json';

export const ROOT = path.join(__dirname, '..', '..');
export const EMBLEM = path.join(__dirname, 'emblem.svg');
export const FONT = require.resolve('@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2');
/** The share image shows the hero's key art. */
export const HERO_ART = path.join(ROOT, 'public', 'images', 'art', 'hero.webp');
export const BRAND_MANIFEST = path.join(__dirname, 'outputs.json');

export function brandSourceHash(): string {
  const hash = createHash('sha256');
  for (const file of [path.join(__dirname, 'build.ts'), EMBLEM, FONT]) hash.update(readFileSync(file));
  hash.update(siteFile.brandName);
  if (existsSync(HERO_ART)) hash.update(readFileSync(HERO_ART));
  return hash.digest('hex').slice(0, 20);
}
