// Backdrops: everything in a scene that is not an emoji, drawn as SVG and rendered by sharp
// (librsvg): the gradient base, coloured glows, light rays, spotlights and a lit floor, light
// streaks, soft bokeh dots and four-pointed sparkles, a vignette. No corners are rounded (the
// site does that in CSS) and no words are drawn: every word is HTML on the page.
//
// `backSvg` is drawn under the emoji, `frontSvg` (sparkles and bokeh marked `front`) over them.
import sharp from 'sharp';
import type { Layer } from './emoji';
import type { Backdrop, Glow, Rays, Scatter, Scene, Spotlight, Streak } from './scenes';

const n = (value: number) => String(Math.round(value * 10) / 10);
const o = (value: number) => String(Math.round(value * 1000) / 1000);

/** mulberry32: the same seed always gives the same scatter. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private ids = 0;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  def(make: (id: string) => string): string {
    const id = `d${this.ids++}`;
    this.defs.push(make(id));
    return id;
  }
  add(element: string) {
    this.body.push(element);
  }
  /** A radial gradient from `color` at `opacity` to nothing, centred on its shape. */
  fade(color: string, opacity: number, middle = 0.45) {
    return this.def(
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/>` +
        `<stop offset="${middle}" stop-color="${color}" stop-opacity="${o(opacity * 0.45)}"/>` +
        `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }
  get empty() {
    return this.body.length === 0;
  }
  toString() {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}">` +
      `<defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
    if (/<text|<tspan|<textPath/i.test(svg)) throw new Error('backdrops: an SVG holds text; all words belong in the HTML');
    return svg;
  }
}

function base(svg: Svg, stops: readonly string[], angle: number) {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const id = svg.def(
    (id) =>
      `<linearGradient id="${id}" x1="${0.5 - dx}" y1="${0.5 - dy}" x2="${0.5 + dx}" y2="${0.5 + dy}">` +
      stops.map((color, i) => `<stop offset="${i / Math.max(1, stops.length - 1)}" stop-color="${color}"/>`).join('') +
      `</linearGradient>`,
  );
  svg.add(`<rect width="${svg.width}" height="${svg.height}" fill="url(#${id})"/>`);
}

function glow(svg: Svg, g: Glow) {
  const r = g.r * svg.height;
  const id = svg.fade(g.color, g.opacity ?? 0.6, g.core ?? 0.4);
  const stretch = g.stretch ?? 1;
  const [cx, cy] = [n(g.x * svg.width), n(g.y * svg.height)];
  svg.add(`<ellipse cx="${cx}" cy="${cy}" rx="${n(r * stretch)}" ry="${n(r)}" fill="url(#${id})"/>`);
}

function rays(svg: Svg, r: Rays) {
  const cx = r.x * svg.width;
  const cy = r.y * svg.height;
  const length = r.length * svg.height;
  const id = svg.def(
    (id) =>
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(length)}">` +
      `<stop offset="0" stop-color="${r.color}" stop-opacity="${o(r.opacity)}"/>` +
      `<stop offset="0.5" stop-color="${r.color}" stop-opacity="${o(r.opacity * 0.35)}"/>` +
      `<stop offset="1" stop-color="${r.color}" stop-opacity="0"/></radialGradient>`,
  );
  const [from, to] = r.fan ?? [0, 360];
  const step = (to - from) / r.count;
  const paths: string[] = [];
  for (let i = 0; i < r.count; i++) {
    const middle = from + step * (i + 0.5);
    const half = (step * (r.width ?? 0.32) * (i % 2 ? 0.6 : 1)) / 2;
    const point = (degrees: number) => {
      const a = (degrees * Math.PI) / 180;
      return `${n(cx + Math.cos(a) * length)},${n(cy + Math.sin(a) * length)}`;
    };
    paths.push(`M${n(cx)},${n(cy)}L${point(middle - half)}L${point(middle + half)}Z`);
  }
  svg.add(`<path d="${paths.join('')}" fill="url(#${id})"/>`);
}

function spotlight(svg: Svg, s: Spotlight) {
  const cx = s.x * svg.width;
  const floor = s.floor * svg.height;
  const half = (s.width * svg.width) / 2;
  const top = half * 0.18;
  const beam = svg.def(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${s.color}" stop-opacity="${o(s.opacity)}"/>` +
      `<stop offset="1" stop-color="${s.color}" stop-opacity="${o(s.opacity * 0.15)}"/></linearGradient>`,
  );
  const beamPath = `M${n(cx - top)},0L${n(cx + top)},0L${n(cx + half)},${n(floor)}L${n(cx - half)},${n(floor)}Z`;
  svg.add(`<path d="${beamPath}" fill="url(#${beam})"/>`);
  const pool = svg.fade(s.color, Math.min(1, s.opacity * 2.2), 0.5);
  svg.add(`<ellipse cx="${n(cx)}" cy="${n(floor)}" rx="${n(half * 1.15)}" ry="${n(half * 0.22)}" fill="url(#${pool})"/>`);
}

function streak(svg: Svg, s: Streak) {
  const [x0, y0] = [s.from[0] * svg.width, s.from[1] * svg.height];
  const [x1, y1] = [s.to[0] * svg.width, s.to[1] * svg.height];
  // The control point sits off the middle of the chord, `bend` of its length to the left.
  const [mx, my] = [(x0 + x1) / 2, (y0 + y1) / 2];
  const [dx, dy] = [x1 - x0, y1 - y0];
  const [qx, qy] = [mx - dy * s.bend, my + dx * s.bend];
  const id = svg.def(
    (id) =>
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x0)}" y1="${n(y0)}" x2="${n(x1)}" y2="${n(y1)}">` +
      `<stop offset="0" stop-color="${s.color}" stop-opacity="0"/>` +
      `<stop offset="0.55" stop-color="${s.color}" stop-opacity="${o(s.opacity)}"/>` +
      `<stop offset="1" stop-color="${s.color}" stop-opacity="0"/></linearGradient>`,
  );
  const d = `M${n(x0)},${n(y0)}Q${n(qx)},${n(qy)} ${n(x1)},${n(y1)}`;
  const width = s.width * svg.height;
  // A wide faint stroke under a thin bright one reads as a line of light.
  for (const [scale, opacity] of [
    [6, 0.14],
    [2.5, 0.3],
    [1, 1],
  ] as const) {
    svg.add(`<path d="${d}" fill="none" stroke="url(#${id})" stroke-width="${n(width * scale)}" stroke-linecap="round" opacity="${opacity}"/>`);
  }
}

function* scatter(svg: Svg, s: Scatter) {
  const random = prng(s.seed);
  const [ax0, ay0, ax1, ay1] = s.area ?? [0, 0, 1, 1];
  const [small, large] = s.size;
  const [faint, bright] = s.opacity ?? [0.3, 0.9];
  for (let i = 0; i < s.count; i++) {
    const x = (ax0 + random() * (ax1 - ax0)) * svg.width;
    const y = (ay0 + random() * (ay1 - ay0)) * svg.height;
    const t = random();
    // Mostly small ones, a few large.
    const r = (small + (large - small) * t * t) * svg.height;
    yield { x, y, r, opacity: faint + (bright - faint) * random(), turn: random() };
  }
}

function bokeh(svg: Svg, s: Scatter) {
  const id = svg.def(
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="${s.color}" stop-opacity="0.9"/>` +
      `<stop offset="0.65" stop-color="${s.color}" stop-opacity="0.6"/>` +
      `<stop offset="1" stop-color="${s.color}" stop-opacity="0"/></radialGradient>`,
  );
  for (const dot of scatter(svg, s)) {
    svg.add(`<circle cx="${n(dot.x)}" cy="${n(dot.y)}" r="${n(dot.r)}" fill="url(#${id})" opacity="${o(dot.opacity)}"/>`);
  }
}

// A four-pointed star of unit radius with a slim waist.
const STAR = 'M0,-1C0.1,-0.1 0.1,-0.1 1,0C0.1,0.1 0.1,0.1 0,1C-0.1,0.1 -0.1,0.1 -1,0C-0.1,-0.1 -0.1,-0.1 0,-1Z';

function sparkles(svg: Svg, s: Scatter) {
  const halo = svg.fade(s.color, 0.55, 0.3);
  const core = svg.def(
    (id) =>
      `<radialGradient id="${id}"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="#fff8dc"/>` +
      `<stop offset="1" stop-color="${s.color}"/></radialGradient>`,
  );
  for (const star of scatter(svg, s)) {
    const angle = star.turn < 0.7 ? 0 : 45; // most upright, some turned: the way light glints
    svg.add(
      `<g transform="translate(${n(star.x)} ${n(star.y)})" opacity="${o(star.opacity)}">` +
        `<circle r="${n(star.r * 0.9)}" fill="url(#${halo})"/>` +
        `<path d="${STAR}" transform="rotate(${angle}) scale(${n(star.r)})" fill="url(#${core})"/></g>`,
    );
  }
}

function vignette(svg: Svg, strength: number) {
  const id = svg.def(
    (id) =>
      `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.45" stop-color="#05030f" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#05030f" stop-opacity="${strength}"/></radialGradient>`,
  );
  svg.add(`<rect width="${svg.width}" height="${svg.height}" fill="url(#${id})"/>`);
}

/** Keeps the left side calm and dark enough for the HTML text laid over it. */
function scrim(svg: Svg, color: string) {
  const id = svg.def(
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${color}" stop-opacity="0.7"/>` +
      `<stop offset="0.3" stop-color="${color}" stop-opacity="0.45"/>` +
      `<stop offset="0.55" stop-color="${color}" stop-opacity="0"/></linearGradient>`,
  );
  svg.add(`<rect width="${svg.width}" height="${svg.height}" fill="url(#${id})"/>`);
}

/** What goes under the emoji. */
export function backSvg(scene: Scene): string {
  const b: Backdrop = scene.backdrop;
  const svg = new Svg(scene.width, scene.height);
  if (b.base) base(svg, b.base, b.angle ?? 0);
  for (const g of b.glows ?? []) glow(svg, g);
  for (const r of b.rays ?? []) rays(svg, r);
  for (const s of b.spotlights ?? []) spotlight(svg, s);
  for (const s of b.streaks ?? []) streak(svg, s);
  for (const s of b.bokeh ?? []) if (!s.front) bokeh(svg, s);
  if (b.vignette) vignette(svg, b.vignette);
  if (scene.textLeft && b.base) scrim(svg, b.base[0]!);
  for (const s of b.sparkles ?? []) if (!s.front) sparkles(svg, s);
  return svg.toString();
}

/** What goes over the emoji (sparkles and bokeh marked `front`), or null when nothing does. */
export function frontSvg(scene: Scene): string | null {
  const b = scene.backdrop;
  const svg = new Svg(scene.width, scene.height);
  for (const s of b.bokeh ?? []) if (s.front) bokeh(svg, s);
  for (const s of b.sparkles ?? []) if (s.front) sparkles(svg, s);
  return svg.empty ? null : svg.toString();
}

/** An SVG rendered to a raw RGBA layer at its own size. */
export async function renderSvg(svg: string): Promise<Layer> {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, left: 0, top: 0 };
}
