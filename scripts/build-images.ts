// Build step: renders every image the content uses into AVIF and WebP at the widths
// <ContentImage> offers (lib/responsive-images.ts), under public/img/. Sources stay as drawn:
// SVG, PNG, JPEG or WebP under public/.
//
// Why raster rather than the SVG sources themselves: an SVG in an <img> is a small document of
// its own, parsed, laid out and painted on the page's main thread (we traced 20-50 ms of it on
// the home page, four times that on a phone); AVIF and WebP decode off the main thread.
//
// Unchanged images are not encoded again: .cache/build-images.json keeps a hash of each source
// and the settings. Files no image needs any more are removed. `npm run build` (scripts/build.ts)
// runs this alongside `next build`; on its own:
//
//   tsx scripts/build-images.ts [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { content } from '../content';
import { AREAS, fileOf, type Area } from '../content/schema';
import { entryOf } from '../content/problems';
import type { ImageAsset } from '../content';
import { GENERATED_DIR, IMAGE_FORMATS, type ImageFormat, imageWidths, variantSrc } from '../lib/responsive-images';
import { writeFileAtomic, writeFileAtomicSync } from './atomic-write';

const PUBLIC = path.join(__dirname, '..', 'public');
const OUT = path.join(PUBLIC, GENERATED_DIR);
// Outside public/, so it is not deployed.
// Committed with public/img/: a fresh clone (a newcomer's \`npm test\`, CI) finds every file current and
// encodes none (362 files took 94 s of a 12-minute \`npm test\` here); an image added or changed is encoded once.
const MANIFEST = path.join(__dirname, 'build-images.manifest.json');

// AVIF by file width, measured on our art. Effort: the files a phone fetches (up to 960 px) take 4,
// and 6 up to 480 px: 20-27% smaller than effort 1 (welcome banner at 640 px: 5.3 -> 4.1 KB) for
// 0.1-0.5 s each; wider files keep effort 1, as 4 there costs 2-5 s a file (the whole set from scratch:
// 9 s at effort 1, 40 s so). Quality 45, and 38 up to 640 px, where a 2x zoom shows no difference and
// the phone's first view is 2.1 KB lighter (hero at 320 px 4.5 -> 3.4 KB, welcome at 640 px 4.1 -> 3.2 KB).
// 4:2:0 chroma (sharp's AVIF default is 4:4:4) takes 25% off the time and 6% off the bytes, except
// from 121 to 225 px: the slot tiles at 1x and 1.5x (150, 225) and the icons at 2x (160), where one
// chroma sample per 2x2 pixels smears a saturated edge (a red dragon on cyan) over several of the
// tile's pixels; full chroma at 45 keeps it (the 20 tiles at 150 px: 30.8 -> 43.6 KB). The 120 px
// icons stay at 4:2:0: they are in the phone's first view. WebP effort 2 is about 2x faster than 4
// for files 1-4% larger.
type Chroma = '4:2:0' | '4:4:4';
const SETTINGS = {
  avif: {
    /** [up to this width, quality, chroma] */
    steps: [
      [120, 38, '4:2:0'],
      [225, 45, '4:4:4'],
      [640, 38, '4:2:0'],
      [Infinity, 45, '4:2:0'],
    ] as [number, number, Chroma][],
    efforts: [
      [480, 6],
      [960, 4],
      [Infinity, 1],
    ] as [number, number][],
  },
  webp: { quality: 78, effort: 2 },
};
const byWidth = <T extends [number, ...unknown[]]>(steps: T[], width: number) => steps.find(([upTo]) => width <= upTo)!;
const ENCODERS: Record<ImageFormat, (image: Sharp, width: number) => Sharp> = {
  avif: (image, width) => {
    const [, quality, chromaSubsampling] = byWidth(SETTINGS.avif.steps, width);
    return image.avif({ quality, effort: byWidth(SETTINGS.avif.efforts, width)[1], chromaSubsampling });
  },
  webp: (image) => image.webp(SETTINGS.webp),
};
const SETTINGS_KEY = JSON.stringify({ v: 1, ...SETTINGS });

/** An image source with the content entries that show it (`content/games.json: slotGames[3].image`). */
export interface ImageUse {
  /** The entry that shows it widest. */
  image: ImageAsset;
  uses: string[];
  /** The files to make: every width any entry's srcset names (a render shown as a large card and as a small tile). */
  widths: number[];
}

const placeOf = (at: PropertyKey[]) => {
  const [area, ...rest] = at;
  return AREAS.includes(area as Area) ? `${fileOf(area as Area)}: ${entryOf(rest)}` : entryOf(at);
};

/** Every image asset in the content, once per source, with the widths every entry that shows it asks for. */
export function collectImages(value: unknown, found = new Map<string, ImageUse>(), at: PropertyKey[] = []): Map<string, ImageUse> {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectImages(item, found, [...at, index]));
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.src === 'string' && typeof record.width === 'number' && typeof record.height === 'number') {
      const image = record as unknown as ImageAsset;
      const seen = found.get(image.src);
      const uses = [...(seen?.uses ?? []), placeOf(at)];
      const widths = [...new Set([...(seen?.widths ?? []), ...imageWidths(image.width)])].sort((a, b) => a - b);
      found.set(image.src, { image: !seen || seen.image.width < image.width ? image : seen.image, uses, widths });
    } else {
      for (const [key, item] of Object.entries(record)) collectImages(item, found, [...at, key]);
    }
  }
  return found;
}

/**
 * One line for each source the decoder refuses, with its full reason and the content entries that
 * use it. Every pixel is decoded: a truncated file passes a header check and fails only here.
 */
export async function undecodableImages(sources: { src: string; bytes: Buffer; uses: string[] }[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { src, bytes, uses } of sources) {
    try {
      await sharp(bytes).raw().toBuffer();
    } catch (error) {
      // libvips gives one line per decoder message, often repeated.
      const reason = [...new Set((error as Error).message.split('\n').map((line) => line.trim()))].filter(Boolean).join('; ');
      problems.push(
        `${uses.join('; ')}: the image "${src}" cannot be decoded: ${reason}. ` +
          'Fix: replace the file with a valid PNG, JPEG, WebP, AVIF or SVG (export it again from its source).',
      );
    }
  }
  return problems;
}

function removeEmptyDirectories(dir: string) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) removeEmptyDirectories(path.join(dir, entry.name));
  }
  if (readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
}

interface Job {
  image: ImageAsset;
  width: number;
  format: ImageFormat;
  file: string;
}

const warnings = new Set<string>();

/** A source file, read once; its width is read once too, by the first job that needs it. */
interface Source {
  bytes: Buffer;
  width?: Promise<number>;
}

async function render(job: Job, source: Source): Promise<number> {
  source.width ??= sharp(source.bytes)
    .metadata()
    .then((metadata) => metadata.width ?? job.image.width); // an SVG's at the default 72 dpi
  const sourceWidth = await source.width;
  let input = sharp(source.bytes);
  if (job.image.src.toLowerCase().endsWith('.svg')) {
    // Drawn at the target size, not drawn small and scaled up.
    input = sharp(source.bytes, { density: Math.min(2400, (72 * job.width) / sourceWidth) });
  } else if (sourceWidth < job.width) {
    warnings.add(
      `${job.image.src} is ${sourceWidth} px wide, so its ${job.width} px files are scaled up. ` +
        `Fix: supply a source at least ${imageWidths(job.image.width).at(-1)} px wide (twice the width shown).`,
    );
  }
  const resized = input.resize({ width: job.width });
  mkdirSync(path.dirname(job.file), { recursive: true });
  const bytes = await ENCODERS[job.format](resized, job.width).toBuffer();
  await writeFileAtomic(job.file, bytes);
  return bytes.length;
}

export interface ImageBuild {
  /** URL of every generated file -> the hash of its source and settings. */
  manifest: Record<string, string>;
  ok: boolean;
  summary: string;
}

/**
 * Encodes what changed into public/img/ and records the full set in the manifest. Files no image
 * needs any more stay until pruneImages(). `npm run build` runs both before `next build`, which
 * copies public/ (img/ included) into out/.
 */
export async function buildImages({ force = false } = {}): Promise<ImageBuild> {
  const started = Date.now();
  const shareImage = content.site.shareImage.src; // served as is for link previews, not shown on a page
  const used = [...collectImages(content).values()].filter(({ image }) => image.src !== shareImage);

  const previous: Record<string, string> = !force && existsSync(MANIFEST) ? (JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, string>) : {};
  const manifest: Record<string, string> = {};
  const jobs: Job[] = [];
  const sources = new Map<string, Source>();
  const owners = new Map<string, string>();
  for (const { image, widths } of used) {
    const stem = variantSrc(image.src, 1, 'avif');
    const other = owners.get(stem);
    if (other) {
      const problem = `"${image.src}" and "${other}" would make the same files under public${GENERATED_DIR}/. Fix: rename one of them.`;
      return { manifest: previous, ok: false, summary: `error: images: ${problem}` };
    }
    owners.set(stem, image.src);
    const source = readFileSync(path.join(PUBLIC, decodeURI(image.src)));
    sources.set(image.src, { bytes: source });
    const sourceHash = createHash('sha256').update(source).update(SETTINGS_KEY).digest('hex').slice(0, 16);
    for (const width of widths) {
      for (const format of IMAGE_FORMATS) {
        const url = variantSrc(image.src, width, format);
        const key = `${sourceHash}:${image.width}`;
        manifest[url] = key;
        const file = path.join(PUBLIC, url);
        if (previous[url] === key && existsSync(file)) continue;
        jobs.push({ image, width, format, file });
      }
    }
  }

  // Only sources with files to make: the others decoded when their files were made.
  const pending = new Set(jobs.map((job) => job.image.src));
  const changed = used.filter(({ image }) => pending.has(image.src));
  const undecodable = await undecodableImages(changed.map(({ image, uses }) => ({ src: image.src, bytes: sources.get(image.src)!.bytes, uses })));
  if (undecodable.length) {
    const lines = [...undecodable.map((problem) => `error: images: ${problem}`), `Images: ${undecodable.length} source(s) could not be decoded. The site was not built.`];
    return { manifest: previous, ok: false, summary: lines.join('\n') };
  }

  // Two encodes at a time: libvips already uses threads inside each one.
  let next = 0;
  let bytes = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        const size = await render(job, sources.get(job.image.src)!);
        bytes += size;
      } catch (error) {
        failures.push(`${job.image.src} -> ${job.width}w ${job.format}: ${(error as Error).message}`);
        delete manifest[variantSrc(job.image.src, job.width, job.format)];
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(2, os.availableParallelism()) }, worker));
  mkdirSync(path.dirname(MANIFEST), { recursive: true });
  writeFileAtomicSync(MANIFEST, `${JSON.stringify(manifest, null, 1)}\n`);

  const lines = [...warnings].map((warning) => `warning: images: ${warning}`);
  if (failures.length) {
    lines.push(...failures.map((failure) => `error: images: ${failure}`));
    lines.push(`Images: ${failures.length} file(s) could not be made. Check that each source under public/ is a valid image.`);
    return { manifest, ok: false, summary: lines.join('\n') };
  }
  const total = Object.keys(manifest).length;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(
    `Images: ${used.length} sources, ${total} files in public${GENERATED_DIR}/ ` +
      `(${jobs.length} encoded, ${(bytes / 1024).toFixed(0)} KiB; ${total - jobs.length} unchanged) in ${seconds} s.`,
  );
  return { manifest, ok: true, summary: lines.join('\n') };
}

/** Removes generated files the manifest no longer lists. Returns how many. */
export function pruneImages(manifest: Record<string, string>): number {
  let removed = 0;
  if (!existsSync(OUT)) return removed;
  for (const name of readdirSync(OUT, { recursive: true }) as string[]) {
    const url = `${GENERATED_DIR}/${name.split(path.sep).join('/')}`;
    if (/\.(avif|webp)$/.test(name) && !(url in manifest)) {
      rmSync(path.join(OUT, name));
      removed += 1;
    }
  }
  removeEmptyDirectories(OUT);
  return removed;
}

async function main() {
  const result = await buildImages({ force: process.argv.includes('--force') });
  if (!result.ok) {
    console.error(result.summary);
    process.exit(1);
  }
  const removed = pruneImages(result.manifest);
  console.log(result.summary + (removed ? ` ${removed} old file(s) removed.` : ''));
}

if (require.main === module) void main();
