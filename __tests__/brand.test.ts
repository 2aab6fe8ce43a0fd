/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_MANIFEST, brandSourceHash } from '../art/brand/sources';
import { site } from '../content';

const ROOT = path.join(__dirname, '..');
const OUTPUTS = [
  'public/brand/logo.svg',
  'public/brand/logo-stacked.svg',
  'public/favicon.ico',
  'app/icon.svg',
  'app/apple-icon.png',
  'public/icons/icon-192.png',
  'public/icons/icon-512.png',
  'public/icons/icon-maskable-512.png',
  'public/og.jpg',
];

describe('the brand files (npm run brand)', () => {
  it('were made from the current emblem, font, brand name and key art', () => {
    const recorded = JSON.parse(readFileSync(BRAND_MANIFEST, 'utf8')).source;
    expect({ recorded, 'run npm run brand': brandSourceHash() }).toEqual({ recorded, 'run npm run brand': recorded });
  });

  it('are all committed', () => {
    expect(OUTPUTS.filter((file) => !existsSync(path.join(ROOT, file)))).toEqual([]);
  });

  it('name the brand in both logos, outlined: no font needed to draw them', () => {
    for (const file of ['public/brand/logo.svg', 'public/brand/logo-stacked.svg']) {
      const svg = readFileSync(path.join(ROOT, file), 'utf8');
      expect(svg).toContain(`<title>${site.brandName}</title>`);
      expect(svg).not.toMatch(/<text|font-family/);
    }
  });
});
