// Build step: composes the site's artwork (public/images/art/) from the scene table in
// scripts/art/scenes.ts: a backdrop drawn as SVG (scripts/art/backdrops.ts) with emoji from
// Microsoft's Fluent Emoji 3D (npm @lobehub/fluent-emoji-3d, MIT: see THIRD-PARTY-NOTICES) placed
// on it (scripts/art/emoji.ts). The output is deterministic: scatters use a fixed-seed PRNG.
//
// A scene is composed again only when its definition, the emoji package's version, sharp's
// version or these scripts change: .cache/compose-art.json keeps a hash of each. Files under
// public/images/art/ that no scene makes are removed. On its own:
//
//   tsx scripts/compose-art.ts [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { backSvg, frontSvg, renderSvg } from './art/backdrops';
import { EMOJI_DIR, type Layer, renderEmoji } from './art/emoji';
import { ART_DIR, SCENES, type Scene } from './art/scenes';

const ROOT = path.join(__dirname, '..');
const PUBLIC = path.join(ROOT, 'public');
const OUT = path.join(PUBLIC, ART_DIR);
// Outside public/, so it is not deployed.
const CACHE = path.join(ROOT, '.cache', 'compose-art.json');
const CONCURRENCY = 2; // scenes at a time: libvips already uses threads inside each one
const WEBP = { quality: 90, effort: 4 } as const;

/** What a scene's output depends on besides its own definition. */
function toolKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.parse(readFileSync(path.join(EMOJI_DIR, '..', 'package.json'), 'utf8')).version as string);
  hash.update(sharp.versions.sharp ?? '').update(sharp.versions.vips);
  hash.update(JSON.stringify(WEBP));
  // The code that draws; the scene table is not here: each scene's own definition is in its key.
  for (const file of [__filename, path.join(__dirname, 'art', 'backdrops.ts'), path.join(__dirname, 'art', 'emoji.ts')]) {
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function sceneKey(scene: Scene, tools: string): string {
  return createHash('sha256').update(tools).update(JSON.stringify(scene)).digest('hex').slice(0, 20);
}

/** Left edge of each emoji in a TEXT-LEFT scene must stay right of this (a fraction of the width). */
const TEXT_SIDE = 0.42;

function checkScene(scene: Scene) {
  if (!scene.textLeft) return;
  for (const element of scene.elements) {
    const left = element.x - (element.size * scene.height) / scene.width / 2;
    if (left < TEXT_SIDE && (element.depth ?? 0) < 0.8) {
      throw new Error(
        `${scene.path}: emoji ${element.emoji} reaches ${Math.round(left * 100)}% from the left, where the text goes. ` + `Fix: move it right of ${TEXT_SIDE * 100}%.`,
      );
    }
  }
}

async function compose(scene: Scene, file: string) {
  checkScene(scene);
  const opaque = Boolean(scene.backdrop.base);
  const front = frontSvg(scene);
  const [back, overlay, ...emoji] = await Promise.all([
    renderSvg(backSvg(scene)),
    front ? renderSvg(front) : null,
    ...scene.elements.map((element) => renderEmoji(element, scene, opaque)),
  ]);
  const layers: Layer[] = [...emoji.flat(), ...(overlay ? [overlay] : [])];
  const composed = await sharp(back.data, { raw: { width: back.width, height: back.height, channels: 4 } })
    .composite(
      layers.map((layer) => ({
        input: layer.data,
        raw: { width: layer.width, height: layer.height, channels: 4 as const },
        left: layer.left,
        top: layer.top,
        blend: layer.blend ?? 'over',
      })),
    )
    .raw()
    .toBuffer({ resolveWithObject: true });
  let output = sharp(composed.data, { raw: { width: composed.info.width, height: composed.info.height, channels: 4 } });
  if (opaque) output = output.removeAlpha();
  mkdirSync(path.dirname(file), { recursive: true });
  await output.webp(WEBP).toFile(file);
}

/** Removes files under public/images/art/ that no scene makes, and folders left empty. */
function removeStale(keep: Set<string>, dir = OUT): number {
  if (!existsSync(dir)) return 0;
  let removed = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      removed += removeStale(keep, file);
      if (readdirSync(file).length === 0) rmSync(file, { recursive: true });
    } else if (!keep.has(`/${path.relative(PUBLIC, file).split(path.sep).join('/')}`)) {
      rmSync(file);
      removed += 1;
    }
  }
  return removed;
}

export interface ArtResult {
  scenes: number;
  composed: number;
  unchanged: number;
  removed: number;
  ms: number;
  summary: string;
}

/**
 * Composes every scene that changed into public/images/art/, removes files no scene makes and prints
 * one summary line. Throws if a scene cannot be composed.
 */
export async function composeArt({ force = false }: { force?: boolean } = {}): Promise<ArtResult> {
  const started = Date.now();
  const tools = toolKey();
  const previous: Record<string, string> = !force && existsSync(CACHE) ? (JSON.parse(readFileSync(CACHE, 'utf8')) as Record<string, string>) : {};
  const cache: Record<string, string> = {};
  const jobs: { scene: Scene; file: string; key: string }[] = [];
  for (const scene of SCENES) {
    const key = sceneKey(scene, tools);
    const file = path.join(PUBLIC, scene.path);
    if (previous[scene.path] === key && existsSync(file)) cache[scene.path] = key;
    else jobs.push({ scene, file, key });
  }

  let next = 0;
  const failures: string[] = [];
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      try {
        await compose(job.scene, job.file);
        cache[job.scene.path] = job.key;
      } catch (error) {
        failures.push(`${job.scene.path}: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, jobs.length) }, worker));
  mkdirSync(path.dirname(CACHE), { recursive: true });
  const sorted = Object.fromEntries(Object.entries(cache).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(CACHE, `${JSON.stringify(sorted, null, 1)}\n`);
  if (failures.length) throw new Error(`art: ${failures.length} scene(s) failed:\n  ${failures.join('\n  ')}`);

  const removed = removeStale(new Set(SCENES.map((scene) => scene.path)));
  const ms = Date.now() - started;
  const composed = jobs.length;
  const unchanged = SCENES.length - composed;
  const summary = `art: ${SCENES.length} scenes, ${composed} composed, ${unchanged} unchanged in ${ms} ms` + (removed ? ` (${removed} stale file(s) removed)` : '');
  console.log(summary);
  return { scenes: SCENES.length, composed, unchanged, removed, ms, summary };
}

if (require.main === module) {
  composeArt({ force: process.argv.includes('--force') }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
