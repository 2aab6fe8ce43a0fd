// `npm run brand`: the brand's logo files and icons, from the emblem (art/brand/emblem.svg, drawn by
// hand) and the brand name set in the display face (Outfit 800, outlined, so the logo never depends
// on a font being loaded). Everything it writes is committed; the site build only copies it.
//
//   public/brand/logo.svg           emblem + name on one line (header from 400 px, footer)
//   public/brand/logo-stacked.svg   emblem + name on two lines (narrow phone headers)
//   public/favicon.ico, app/icon.svg, app/apple-icon.png, public/icons/icon-{192,512}.png (+ maskable)
//   public/og.jpg                   the share image: the hero's key art beside the logo
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import opentype from 'opentype.js';
import pngToIco from 'png-to-ico';
import sharp, { type OverlayOptions } from 'sharp';
import subsetFont from 'subset-font';
import { optimize } from 'svgo';
import siteFile from '../../content/site.json';
import { BRAND_MANIFEST, brandSourceHash, EMBLEM, FONT, HERO_ART, ROOT } from './sources';
import { writeFileAtomicSync } from '../../scripts/atomic-write';

// Tuned by eye: the colours of the name, its weight and spacing, the page colour behind icons.
const WEIGHT = 800;
const INK = '#f4f4fb';
const GOLD = ['#fff1b8', '#ffd45c', '#f5b301', '#d98a00'];
const PAGE = '#0b1026';
const EMBLEM_SIZE = 64;

async function loadFont(text: string): Promise<opentype.Font> {
  const instance = await subsetFont(readFileSync(FONT), text, { targetFormat: 'sfnt', variationAxes: { wght: WEIGHT } });
  return opentype.parse(instance.buffer.slice(instance.byteOffset, instance.byteOffset + instance.byteLength) as ArrayBuffer);
}

/** The emblem's inner markup with its ids prefixed, so two copies can share a document. */
function emblemMarkup(prefix: string): string {
  const svg = readFileSync(EMBLEM, 'utf8');
  const inner = svg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  return inner
    .replace(/\bid="lp-/g, `id="${prefix}-`)
    .replace(/url\(#lp-/g, `url(#${prefix}-`)
    .replace(/\s*\n\s*/g, '');
}

interface Word {
  d: string;
  width: number;
}

function word(font: opentype.Font, text: string, size: number, x: number, baseline: number, tracking = 0): Word {
  const path = font.getPath(text, x, baseline, size, { kerning: true, letterSpacing: tracking });
  const box = path.getBoundingBox();
  return { d: path.toPathData(1), width: box.x2 - x };
}

function goldGradient(id: string, top: number, bottom: number): string {
  const stops = GOLD.map((colour, index) => `<stop offset="${(index / (GOLD.length - 1)).toFixed(2)}" stop-color="${colour}"/>`).join('');
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${bottom}">${stops}</linearGradient>`;
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${Math.ceil(width)} ${height}" width="${Math.ceil(width)}" height="${height}" role="img"><title>${title}</title>${body}</svg>\n`;
}

/** The name split where the gold starts: "Lucky Perlas" → LUCKY, PERLAS. */
function nameParts(name: string): [string, string] {
  const [first = name, ...rest] = name.toUpperCase().split(' ');
  return [first, rest.join(' ')];
}

export function logoSvg(font: opentype.Font, name: string): string {
  const [first, second] = nameParts(name);
  const size = 38;
  const cap = (font.tables.os2?.sCapHeight ?? 700) / font.unitsPerEm;
  const baseline = EMBLEM_SIZE / 2 + (size * cap) / 2;
  const start = EMBLEM_SIZE + 14;
  const a = word(font, first, size, start, baseline, 0.02);
  const b = second ? word(font, second, size, start + a.width + size * 0.28, baseline, 0.02) : null;
  const end = b ? start + a.width + size * 0.28 + b.width : start + a.width;
  const top = baseline - size * cap;
  return svgDocument(
    end + 2,
    EMBLEM_SIZE,
    name,
    `<defs>${goldGradient('lp-name', top, baseline)}</defs>${emblemMarkup('lpe')}<path fill="${INK}" d="${a.d}"/>${b ? `<path fill="url(#lp-name)" d="${b.d}"/>` : ''}`,
  );
}

export function stackedLogoSvg(font: opentype.Font, name: string): string {
  const [first, second] = nameParts(name);
  const size = 27;
  const cap = (font.tables.os2?.sCapHeight ?? 700) / font.unitsPerEm;
  const capHeight = size * cap;
  const gap = 7;
  const top = (EMBLEM_SIZE - (second ? 2 * capHeight + gap : capHeight)) / 2;
  const start = EMBLEM_SIZE + 10;
  const lower = second ? word(font, second, size, start, top + 2 * capHeight + gap, 0.02) : null;
  // The first word is spaced out to the second's width: the two lines form one block.
  const plain = word(font, first, size, start, top + capHeight);
  const spread = lower && first.length > 1 ? Math.max(0, (lower.width - plain.width) / (first.length - 1) / size) : 0;
  const upper = word(font, first, size, start, top + capHeight, spread);
  const end = start + Math.max(upper.width, lower?.width ?? 0);
  return svgDocument(
    end + 2,
    EMBLEM_SIZE,
    name,
    `<defs>${goldGradient('lp-name', top + capHeight + gap, top + 2 * capHeight + gap)}</defs>${emblemMarkup('lpe')}<path fill="${INK}" d="${upper.d}"/>${lower ? `<path fill="url(#lp-name)" d="${lower.d}"/>` : ''}`,
  );
}

const emblemPng = (size: number) =>
  sharp(EMBLEM, { density: (72 * size * 4) / EMBLEM_SIZE })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** The emblem on the page colour, at `scale` of the square: app icons are opaque. */
async function iconPng(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  return sharp({ create: { width: size, height: size, channels: 4, background: PAGE } })
    .composite([{ input: await emblemPng(inner), gravity: 'center' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function shareImage(logo: string): Promise<Buffer> {
  const width = 1200;
  const height = 630;
  const art = height;
  const backdrop = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g" cx="0.22" cy="0.5" r="0.38"><stop offset="0" stop-color="#2a1460"/><stop offset="1" stop-color="${PAGE}"/></radialGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/></svg>`,
  );
  // The key art on the right, fading into the page colour toward the logo.
  const fade = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${art}" height="${height}"><defs><linearGradient id="f"><stop offset="0" stop-color="${PAGE}"/><stop offset="0.35" stop-color="${PAGE}" stop-opacity="0"/></linearGradient></defs><rect width="${art}" height="${height}" fill="url(#f)"/></svg>`,
  );
  const layers: OverlayOptions[] = [];
  if (existsSync(HERO_ART)) {
    const hero = await sharp(HERO_ART)
      .resize(art, height)
      .composite([{ input: fade }])
      .toBuffer();
    layers.push({ input: hero, left: width - art, top: 0 });
  }
  layers.push({
    input: await sharp(Buffer.from(logo), { density: 72 * 4 })
      .resize({ width: 520 })
      .png()
      .toBuffer(),
    left: 60,
    top: Math.round(height / 2 - 46),
  });
  return sharp(backdrop).composite(layers).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}

async function main() {
  const name = siteFile.brandName;
  const font = await loadFont(name.toUpperCase());
  const logo = logoSvg(font, name);
  const stacked = stackedLogoSvg(font, name);
  const write = (file: string, data: string | Buffer) => {
    const target = path.join(ROOT, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileAtomicSync(target, data);
    console.log(`brand: ${file} (${data.length.toLocaleString('en')} bytes)`);
  };
  // svgo's defaults (they keep the title and viewBox): the logo is in every page's first view, and the
  // emblem's shapes and the name's outlines come out 0.4 KB lighter at brotli.
  const minified = (svg: string) => optimize(svg, { multipass: true }).data;
  write('public/brand/logo.svg', minified(logo));
  write('public/brand/logo-stacked.svg', minified(stacked));
  write('public/favicon.ico', await pngToIco(await Promise.all([16, 32, 48].map((size) => emblemPng(size)))));
  // The tab icon: the emblem itself, 0.6 KB brotli where a 48 px PNG was 3.3 KB (browsers without SVG
  // icons take public/favicon.ico).
  write('app/icon.svg', minified(readFileSync(EMBLEM, 'utf8')));
  write('app/apple-icon.png', await iconPng(180, 0.84));
  write('public/icons/icon-192.png', await iconPng(192, 0.9));
  write('public/icons/icon-512.png', await iconPng(512, 0.9));
  // Maskable: launchers crop to a circle or squircle as small as 80 % of the square.
  write('public/icons/icon-maskable-512.png', await iconPng(512, 0.72));
  write('public/og.jpg', await shareImage(logo));
  // The logos' sizes, for their <img> width and height (components/logo.tsx).
  const size = (svg: string) => ({ width: Number(/width="(\d+)"/.exec(svg)![1]), height: EMBLEM_SIZE });
  writeFileAtomicSync(BRAND_MANIFEST, `${JSON.stringify({ source: brandSourceHash(), logo: size(logo), stacked: size(stacked) }, null, 2)}\n`);
}

if (require.main === module) {
  main().catch((error: Error) => {
    console.error(`brand: ${error.message}`);
    process.exit(1);
  });
}
