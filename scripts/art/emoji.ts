// One emoji from Microsoft's Fluent Emoji 3D (npm @lobehub/fluent-emoji-3d, MIT; 256×256 WebP with
// alpha), placed in a scene: resized, flipped, rotated, pushed back in depth (blur + dim), and with
// the layers that sit under it: a coloured halo of its own shape and a soft drop shadow.
//
// Every layer is raw RGBA (not premultiplied) with its offset in the scene, clipped to the scene.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { Placement } from './scenes';

export const EMOJI_PACKAGE = '@lobehub/fluent-emoji-3d';
export const EMOJI_DIR = path.join(path.dirname(require.resolve(`${EMOJI_PACKAGE}/package.json`)), 'assets');
/** The sources are 256 px: drawn any larger than this they turn visibly soft. */
export const MAX_EMOJI_PX = 520;

export interface Layer {
  data: Buffer;
  width: number;
  height: number;
  left: number;
  top: number;
  blend?: 'over' | 'screen';
}

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };
const SHADOW = { r: 6, g: 3, b: 20 };

const sources = new Map<string, Promise<Buffer>>();

/** The package file of an emoji, by its codepoints ("1f3b0", "1f6e1-fe0f"), read once. */
export function loadEmoji(id: string): Promise<Buffer> {
  let source = sources.get(id);
  if (!source) {
    const file = path.join(EMOJI_DIR, `${id}.webp`);
    source = readFile(file).catch(() => {
      throw new Error(`emoji ${id}: no ${path.relative(process.cwd(), file)}. Fix: pick a codepoint that exists there.`);
    });
    sources.set(id, source);
  }
  return source;
}

function hexToRgb(hex: string) {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return { r: (value >> 16) & 255, g: (value >> 8) & 255, b: value & 255 };
}

async function raw(image: Sharp) {
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A solid colour in the shape of `alpha` (times `opacity`), grown by `spread`, blurred by `sigma`. */
async function silhouette(body: { data: Buffer; width: number; height: number }, hex: { r: number; g: number; b: number }, opacity: number, sigma: number, spread = 1) {
  const { data, width, height } = body;
  const tinted = Buffer.alloc(data.length);
  for (let i = 0; i < data.length; i += 4) {
    tinted[i] = hex.r;
    tinted[i + 1] = hex.g;
    tinted[i + 2] = hex.b;
    tinted[i + 3] = Math.round(data[i + 3]! * opacity);
  }
  // Blurred at a quarter of the size when the blur is wide: the same look for a fraction of the work.
  const shrink = sigma > 8 ? 4 : 1;
  const w = Math.max(1, Math.round((width * spread) / shrink));
  const h = Math.max(1, Math.round((height * spread) / shrink));
  const pad = Math.ceil((sigma * 2.5) / shrink);
  const small = await raw(
    sharp(tinted, { raw: { width, height, channels: 4 } })
      .resize(w, h)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { ...hex, alpha: 0 } })
      .blur(Math.max(0.3, sigma / shrink)),
  );
  if (shrink === 1) return small;
  return raw(sharp(small.data, { raw: { width: small.width, height: small.height, channels: 4 } }).resize(small.width * shrink, small.height * shrink, { kernel: 'linear' }));
}

/** Cuts a layer to the part inside the scene; null when none of it is. */
export function clip(layer: Layer, sceneWidth: number, sceneHeight: number): Layer | null {
  const x0 = Math.max(0, layer.left);
  const y0 = Math.max(0, layer.top);
  const x1 = Math.min(sceneWidth, layer.left + layer.width);
  const y1 = Math.min(sceneHeight, layer.top + layer.height);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === layer.left && y0 === layer.top && x1 - x0 === layer.width && y1 - y0 === layer.height) return layer;
  const width = x1 - x0;
  const height = y1 - y0;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    const from = ((y0 - layer.top + y) * layer.width + (x0 - layer.left)) * 4;
    layer.data.copy(data, y * width * 4, from, from + width * 4);
  }
  return { ...layer, data, width, height, left: x0, top: y0 };
}

/**
 * The layers of one placed emoji, back to front: halo (if `glow`), shadow (unless `shadow: false`),
 * the emoji. `screen` says the halo may be added as light (the scene has an opaque backdrop).
 */
export async function renderEmoji(placement: Placement, scene: { width: number; height: number }, screen: boolean): Promise<Layer[]> {
  const size = Math.round(placement.size * scene.height);
  if (size > MAX_EMOJI_PX) {
    throw new Error(
      `emoji ${placement.emoji} would be ${size} px: more than ${MAX_EMOJI_PX} px from a 256 px source looks soft. ` +
        `Fix: make its size at most ${(MAX_EMOJI_PX / scene.height).toFixed(2)}.`,
    );
  }
  const depth = placement.depth ?? 0;
  let image = sharp(await loadEmoji(placement.emoji)).resize(size, size, { kernel: 'lanczos3' });
  if (placement.flip) image = image.flop();
  let body = await raw(image);

  if (placement.rotate || depth > 0) {
    let step = sharp(body.data, { raw: { width: body.width, height: body.height, channels: 4 } });
    if (placement.rotate) step = step.rotate(placement.rotate, { background: TRANSPARENT });
    if (depth > 0) {
      step = step.blur(Math.max(0.3, depth * scene.height * 0.004)).modulate({ brightness: 1 - 0.3 * depth, saturation: 1 - 0.2 * depth });
    }
    body = await raw(step);
  }
  const opacity = placement.opacity ?? 1;
  if (opacity < 1) {
    for (let i = 3; i < body.data.length; i += 4) body.data[i] = Math.round(body.data[i]! * opacity);
  }

  const cx = placement.x * scene.width;
  const cy = placement.y * scene.height;
  const at = (layer: { data: Buffer; width: number; height: number }, dx = 0, dy = 0): Layer => ({
    ...layer,
    left: Math.round(cx + dx - layer.width / 2),
    top: Math.round(cy + dy - layer.height / 2),
  });

  const layers: Layer[] = [];
  if (placement.glow) {
    const halo = await silhouette(body, hexToRgb(placement.glow), 0.9 * opacity, size * 0.09, 1.18);
    layers.push({ ...at(halo), blend: screen ? 'screen' : 'over' });
  }
  if (placement.shadow !== false && depth < 0.6) {
    const strength = (placement.shadow === 'soft' ? 0.3 : 0.55) * (1 - depth) * opacity;
    const shadow = await silhouette(body, SHADOW, strength, size * 0.05);
    layers.push(at(shadow, size * 0.03, size * 0.07));
  }
  layers.push(at(body));
  return layers.flatMap((layer) => clip(layer, scene.width, scene.height) ?? []);
}
