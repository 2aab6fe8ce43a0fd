#!/usr/bin/env node
// Generates all of the site's artwork (SVG + a few PNG/ICO renders) from code.
// Everything is original, brand-neutral and abstract/geometric; output is
// deterministic (no dates, no randomness beyond a fixed-seed PRNG), so running
// this twice yields byte-identical files.
//
//   node scripts/make-art.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FONT = 'Arial, Helvetica, sans-serif';
const NAVY = '#0b1026';
const INDIGO = '#1a1446';
const PURPLE = '#2b1a5e';
const GOLD = '#f5c542';
const AMBER = '#ffb300';
const DGOLD = '#c98a00';
const INK = '#1b1230';

sharp.concurrency(1); // be gentle on shared machines

/* ---------------------------------------------------------------- helpers */
const r1 = (v) => Math.round(v * 10) / 10;
const r2 = (v) => Math.round(v * 100) / 100;
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const slug = (t) => t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function prng(seed) {
  // mulberry32
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stops = (s) =>
  s.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`).join('');
/** linear gradient; default vertical in bounding-box units. `user` = [x1,y1,x2,y2] in user space. */
const lg = (id, s, dir = [0, 0, 0, 1], user = false) =>
  `<linearGradient id="${id}" x1="${dir[0]}" y1="${dir[1]}" x2="${dir[2]}" y2="${dir[3]}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stops(s)}</linearGradient>`;
const rg = (id, s, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(s)}</radialGradient>`;

/** shared defs, added automatically to any SVG that references them */
const SHARED = {
  g: lg('g', [[0, '#ffe38a'], [0.55, GOLD], [1, AMBER]]),
  glow: rg('glow', [[0, '#fff', 0.35], [1, '#fff', 0]]),
  gg: rg('gg', [[0, AMBER, 0.45], [1, AMBER, 0]]),
};

function svg(w, h, body, defs = '') {
  let d = defs;
  for (const [id, def] of Object.entries(SHARED)) {
    if (body.includes(`url(#${id})`) && !defs.includes(`id="${id}"`)) d += def;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${d ? `<defs>${d}</defs>` : ''}${body}</svg>\n`;
}

/** bold text, centred by default */
function T(x, y, size, s, o = {}) {
  const { fill = '#fff', anchor = 'middle', weight = 700, stroke, sw = 2, ls } = o;
  return (
    `<text x="${r1(x)}" y="${r1(y)}" font-family="${FONT}" font-size="${r1(size)}" font-weight="${weight}"` +
    (anchor !== 'start' ? ` text-anchor="${anchor}"` : '') +
    ` fill="${fill}"` +
    (ls ? ` letter-spacing="${ls}"` : '') +
    (stroke ? ` stroke="${stroke}" stroke-width="${sw}" stroke-linejoin="round" paint-order="stroke"` : '') +
    `>${esc(s)}</text>`
  );
}

/** rough Arial Bold advance widths (em) to size text so it never clips */
function charW(ch) {
  if (/[A-Z]/.test(ch)) return /[MW]/.test(ch) ? 0.86 : /[IJ]/.test(ch) ? 0.32 : 0.74;
  if (/[a-z]/.test(ch)) return /[ijl]/.test(ch) ? 0.3 : /[ftr]/.test(ch) ? 0.4 : /[mw]/.test(ch) ? 0.9 : 0.62;
  if (/[0-9]/.test(ch)) return 0.56;
  if (ch === ' ') return 0.28;
  if (ch === '%') return 0.9;
  return 0.34;
}
const textW = (s, size) => [...s].reduce((a, ch) => a + charW(ch), 0) * size;
const fit = (s, maxW, maxSize) => r1(Math.min(maxSize, maxW / textW(s, 1)));

function star(cx, cy, R, r, n = 5, rot = -90) {
  // absolute first point, then short relative segments (computed from rounded points so it closes exactly)
  const pts = [];
  for (let i = 0; i < 2 * n; i++) {
    const a = ((rot + (i * 180) / n) * Math.PI) / 180;
    const rr = i % 2 ? r : R;
    pts.push([r1(cx + rr * Math.cos(a)), r1(cy + rr * Math.sin(a))]);
  }
  let d = `M${pts[0][0]} ${pts[0][1]}`;
  for (let i = 1; i < pts.length; i++) {
    const dx = r1(pts[i][0] - pts[i - 1][0]);
    const dy = r1(pts[i][1] - pts[i - 1][1]);
    d += `l${dx}${dy < 0 ? '' : ' '}${dy}`;
  }
  return d + 'Z';
}
/** four-point glint with concave sides */
const sparkle = (x, y, R, fill = '#fff', op) => {
  const k = r1(R);
  return `<path d="M${r1(x)} ${r1(y - R)}q0 ${k} ${k} ${k}q-${k} 0-${k} ${k}q0-${k}-${k}-${k}q${k} 0 ${k}-${k}Z" fill="${fill}"${op ? ` fill-opacity="${op}"` : ''}/>`;
};
const circ = (cx, cy, r) =>
  `M${r1(cx - r)} ${r1(cy)}a${r1(r)} ${r1(r)} 0 1 0 ${r1(2 * r)} 0a${r1(r)} ${r1(r)} 0 1 0 ${r1(-2 * r)} 0Z`;

/** card suits drawn in a 20-unit box centred on the origin */
const SUIT = {
  h: 'M0 9L-8.5 .5A4.8 4.8 0 0 1 0-6.5A4.8 4.8 0 0 1 8.5 .5Z',
  d: 'M0-10L7 0L0 10L-7 0Z',
  s: 'M0-10C-4-5-10-2-10 2.5A4.5 4.5 0 0 0-1 4.5L-3 10H3L1 4.5A4.5 4.5 0 0 0 10 2.5C10-2 4-5 0-10Z',
  c: `${circ(0, -5, 4.6)}${circ(-5, 2, 4.6)}${circ(5, 2, 4.6)}M-1 1L-3 10H3L1 1Z`,
};
const RED = '#d62828';
const BLK = '#151a33';

function card(x, y, w, h, rank, suit, col, rot = 0) {
  return (
    `<g transform="translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${rot})` : ''}">` +
    `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${w}" height="${h}" rx="${r1(w * 0.1)}" fill="#fff" stroke="#cfc8ef"/>` +
    T(-w / 2 + w * 0.2, -h / 2 + w * 0.32, w * 0.28, rank, { fill: col }) +
    `<path transform="translate(0 ${r1(h * 0.07)}) scale(${r2(w * 0.036)})" d="${SUIT[suit]}" fill="${col}"/></g>`
  );
}

function coin(x, y, r) {
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${AMBER}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.78)}" fill="${GOLD}" stroke="${DGOLD}" stroke-width="${r1(Math.max(1, r * 0.08))}"/>` +
    `<path d="${star(x, y, r * 0.45, r * 0.2)}" fill="${DGOLD}"/>`
  );
}

/** a stack of coins / chips seen from the side */
function stack(x, y, rx, n, top = GOLD, side = DGOLD) {
  const ry = r1(rx * 0.38);
  const h = r1(rx * 0.3);
  let s = '';
  for (let i = 0; i < n; i++) {
    const cy = r1(y - i * h);
    s +=
      `<path d="M${r1(x - rx)} ${cy}v${h}a${r1(rx)} ${ry} 0 0 0 ${r1(2 * rx)} 0v${-h}Z" fill="${side}"/>` +
      `<ellipse cx="${r1(x)}" cy="${cy}" rx="${r1(rx)}" ry="${ry}" fill="${top}"/>`;
  }
  return s;
}

/** casino chip seen from above */
function chip(x, y, r, col) {
  const d = r1(r * 0.408);
  return (
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="${col}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.78)}" fill="none" stroke="#fff" stroke-width="${r1(r * 0.2)}" stroke-dasharray="${d} ${d}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.52)}" fill="${col}" stroke="#fff" stroke-opacity=".7" stroke-width="${r1(Math.max(1, r * 0.05))}"/>`
  );
}

const PIPS = {
  1: [[0, 0]],
  2: [[-1, -1], [1, 1]],
  3: [[-1, -1], [0, 0], [1, 1]],
  4: [[-1, -1], [1, -1], [-1, 1], [1, 1]],
  5: [[-1, -1], [1, -1], [0, 0], [-1, 1], [1, 1]],
  6: [[-1, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [1, 1]],
};
function die(x, y, s, n, rot = 0, fill = '#fff', pip = INDIGO) {
  return (
    `<g transform="translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${rot})` : ''}">` +
    `<rect x="${r1(-s / 2)}" y="${r1(-s / 2)}" width="${s}" height="${s}" rx="${r1(s * 0.18)}" fill="${fill}" stroke="#cfc8ef"/>` +
    PIPS[n].map(([a, b]) => `<circle cx="${r1(a * s * 0.27)}" cy="${r1(b * s * 0.27)}" r="${r1(s * 0.085)}" fill="${pip}"/>`).join('') +
    `</g>`
  );
}

/** fish ~50 units long (x -30..18) facing right; `extra` is drawn in fish space */
function fish(x, y, s, col, flip = false, rot = 0, extra = '') {
  return (
    `<g transform="translate(${r1(x)} ${r1(y)})${rot ? ` rotate(${rot})` : ''} scale(${flip ? -s : s} ${s})">` +
    `<path d="M-17 0L-30-11V11Z" fill="${col}"/><path d="M-20 0C-12-13 10-13 18 0C10 13-12 13-20 0Z" fill="${col}"/>${extra}` +
    `<path d="M-2-7Q4 0-2 7" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="1.6"/>` +
    `<circle cx="10" cy="-2" r="2.6" fill="#fff"/><circle cx="10.6" cy="-2" r="1.3" fill="${NAVY}"/></g>`
  );
}
const bubble = (x, y, r) =>
  `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#fff" fill-opacity=".12" stroke="#fff" stroke-opacity=".6" stroke-width="1.5"/>`;

/** phone body; screen(sx, sy, sw, sh) returns the screen content */
function phone(x, y, w, h, screen = () => '') {
  const b = r1(w * 0.05);
  const r = r1(w * 0.14);
  const sx = x + b;
  const sy = y + b;
  const sw = w - 2 * b;
  const sh = h - 2 * b;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="#0d1230" stroke="url(#g)" stroke-width="${r1(b * 0.5)}"/>` +
    `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="${r1(r - b)}" fill="${INDIGO}"/>` +
    screen(sx, sy, sw, sh) +
    `<rect x="${r1(x + w * 0.36)}" y="${r1(sy + 4)}" width="${r1(w * 0.28)}" height="${r1(b * 1.1)}" rx="${r1(b * 0.55)}" fill="#0d1230"/>`
  );
}

function confetti(seed, n, w, h, avoid = () => false) {
  const rnd = prng(seed);
  const cols = [GOLD, AMBER, '#ef4444', '#22d3ee', '#a78bfa', '#34d399', '#f472b6'];
  let s = '';
  let made = 0;
  for (let i = 0; i < n * 4 && made < n; i++) {
    const x = r1(rnd() * w);
    const y = r1(rnd() * h);
    const c = cols[Math.floor(rnd() * cols.length)];
    const rot = Math.round(rnd() * 180);
    const k = rnd();
    if (avoid(x, y)) continue;
    made++;
    s += k < 0.5
      ? `<rect x="${x}" y="${y}" width="9" height="4" fill="${c}" transform="rotate(${rot} ${x} ${y})"/>`
      : `<circle cx="${x}" cy="${y}" r="${k < 0.75 ? 2.5 : 4}" fill="${c}"/>`;
  }
  return s;
}

const CROWN = 'M-32 12L-36-20L-16-2L0-30L16-2L36-20L32 12Z';
function crown(x, y, s) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="${CROWN}" fill="url(#g)" stroke="#a86b00" stroke-width="2" stroke-linejoin="round"/>` +
    `<rect x="-33" y="10" width="66" height="12" rx="3" fill="${AMBER}" stroke="#a86b00" stroke-width="2"/>` +
    `<circle cx="-36" cy="-20" r="4" fill="${GOLD}"/><circle cy="-30" r="4.5" fill="${GOLD}"/><circle cx="36" cy="-20" r="4" fill="${GOLD}"/>` +
    `<circle cx="-18" cy="16" r="3.5" fill="#22c55e"/><circle cy="16" r="4" fill="#e11d48"/><circle cx="18" cy="16" r="3.5" fill="#3b82f6"/>` +
    `<path d="M0-12L6-2L0 6L-6-2Z" fill="#e11d48"/></g>`
  );
}

function person(x, y, s, fill) {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${fill}"><circle cy="-26" r="16"/><path d="M-30 22Q-30-6 0-6Q30-6 30 22Z"/></g>`;
}

/* --------------------------------------------------- 1. slot thumbnails */
const TH = 56; // icon centre y inside the 150x150 thumbnail

const tigerIcon =
  `<circle cx="-22" cy="-25" r="11" fill="#ff8a1f"/><circle cx="22" cy="-25" r="11" fill="#ff8a1f"/>` +
  `<circle cx="-22" cy="-25" r="5.5" fill="#ffe0b8"/><circle cx="22" cy="-25" r="5.5" fill="#ffe0b8"/>` +
  `<ellipse rx="32" ry="29" fill="#ff8a1f"/><ellipse cy="13" rx="17" ry="12" fill="#fff4e2"/>` +
  `<path d="M-6-29L0-15L6-29ZM-17-25L-9-15L-19-17ZM17-25L9-15L19-17ZM-32-4L-18-1L-31 4ZM32-4L18-1L31 4ZM-30 9L-19 8L-27 15ZM30 9L19 8L27 15Z" fill="${INK}"/>` +
  `<ellipse cx="-12" cy="-4" rx="4.5" ry="5.5" fill="${INK}"/><ellipse cx="12" cy="-4" rx="4.5" ry="5.5" fill="${INK}"/>` +
  `<circle cx="-10.5" cy="-6" r="1.6" fill="#fff"/><circle cx="13.5" cy="-6" r="1.6" fill="#fff"/>` +
  `<path d="M-5 7H5L0 12Z" fill="${INK}"/><path d="M0 12Q-4 18-9 15M0 12Q4 18 9 15" fill="none" stroke="${INK}" stroke-width="2" stroke-linecap="round"/>`;

const ladyIcon =
  `<path transform="translate(0 8) scale(3.3)" d="${SUIT.h}" fill="#ff4d8d" stroke="#fff" stroke-width=".7"/>` +
  `<ellipse cx="-14" cy="-4" rx="6" ry="3.5" transform="rotate(-40 -14 -4)" fill="#fff" fill-opacity=".5"/>` +
  crown(0, -26, 0.42) +
  sparkle(-33, -28, 8) + sparkle(34, -16, 6) + sparkle(30, 30, 5, GOLD);

const bookIcon =
  `<rect x="-22" y="-28" width="48" height="60" rx="4" fill="#6b3f00"/>` +
  `<rect x="-20" y="-30" width="44" height="58" rx="3" fill="#fff3c4"/>` +
  `<rect x="-26" y="-33" width="46" height="60" rx="4" fill="url(#g)" stroke="#8a5a00" stroke-width="2"/>` +
  `<rect x="-26" y="-33" width="8" height="60" rx="3" fill="${DGOLD}"/>` +
  `<path d="M1-20L13-3L1 14L-11-3Z" fill="none" stroke="#8a5a00" stroke-width="3" stroke-linejoin="round"/><circle cx="1" cy="-3" r="4.5" fill="#8a5a00"/>` +
  sparkle(30, -28, 7) + sparkle(-34, 20, 5);

const megaAceIcon =
  `<path d="${star(0, -2, 44, 22, 12)}" fill="url(#g)" fill-opacity=".35"/>` +
  card(-12, 2, 44, 62, 'K', 'h', RED, -14) + card(9, -1, 48, 68, 'A', 's', BLK, 8);

let mayan = `<circle cy="-14" r="30" fill="#ffd36b" fill-opacity=".3"/>`;
[[40, 18], [31, 6], [22, -6], [14, -18]].forEach(([hw, y]) => {
  mayan += `<rect x="${-hw}" y="${y}" width="${2 * hw}" height="12" fill="#e3b25a" stroke="#9a6a24" stroke-width="1.5"/>`;
});
mayan += `<rect x="-9" y="-32" width="18" height="14" fill="#e3b25a" stroke="#9a6a24" stroke-width="1.5"/><rect x="-3.5" y="-27" width="7" height="9" fill="#5a3a10"/>`;
mayan += `<path d="M-6 30L-4-18H4L6 30Z" fill="#b07a2a"/>`;
const mayanIcon = mayan;

const empireIcon = crown(0, 4, 1.05) + sparkle(-34, -30, 7) + sparkle(36, 24, 5);

const reel = [0, 1, 2].map((i) => {
  const x = -34 + i * 23;
  return `<rect x="${x}" y="-21" width="21" height="40" rx="4" fill="#fff"/>` + T(x + 10.5, 11, 32, '7', { fill: '#dc2626' });
}).join('');
const crazyIcon =
  `<rect x="-40" y="-28" width="80" height="54" rx="9" fill="url(#g)" stroke="#a86b00" stroke-width="2"/>` + reel +
  `<path d="M41 0H48V-28" fill="none" stroke="#e5e7eb" stroke-width="3.5" stroke-linecap="round"/><circle cx="48" cy="-31" r="5.5" fill="#ef4444"/>` +
  [-28, -14, 0, 14, 28].map((x, i) => `<circle cx="${x}" cy="-35" r="3" fill="${i % 2 ? '#fff' : GOLD}"/>`).join('') +
  sparkle(-44, 30, 5) + sparkle(40, 32, 5, GOLD);

const boxingIcon =
  `<g transform="rotate(-12)"><rect x="-22" y="-34" width="44" height="46" rx="18" fill="#ef4444"/>` +
  `<ellipse cx="-20" cy="-2" rx="9" ry="14" transform="rotate(-20 -20 -2)" fill="#dc2626" stroke="#b91c1c"/>` +
  `<path d="M-10-27Q2-32 12-26" stroke="#fff" stroke-opacity=".55" stroke-width="4" fill="none" stroke-linecap="round"/>` +
  `<rect x="-17" y="10" width="34" height="22" rx="4" fill="#f8fafc"/><rect x="-17" y="16" width="34" height="5" fill="${GOLD}"/></g>` +
  crown(28, -30, 0.42) + sparkle(-38, -26, 6);

const buffaloHalf =
  `<path d="M-14-16C-30-14-41-24-38-40C-33-30-26-26-12-26Z" fill="#f5e6c8"/>` +
  `<ellipse cx="-22" cy="-9" rx="9" ry="5" transform="rotate(20 -22 -9)" fill="#2a1a10"/>`;
const buffaloIcon =
  buffaloHalf + `<g transform="scale(-1 1)">${buffaloHalf}</g>` +
  `<path d="M-17-22Q0-30 17-22L15 14Q0 34-15 14Z" fill="#3b2416"/>` +
  `<path d="M-12-22Q0-14 12-22Q6-31 0-28Q-6-31-12-22Z" fill="#1e130b"/>` +
  `<path d="M-13-7L-5-3L-13-1ZM13-7L5-3L13-1Z" fill="${AMBER}"/>` +
  `<ellipse cy="16" rx="12" ry="9" fill="#6b4630"/><circle cx="-5" cy="16" r="2.2" fill="#1e130b"/><circle cx="5" cy="16" r="2.2" fill="#1e130b"/>` +
  `<circle cy="26" r="5" fill="none" stroke="${GOLD}" stroke-width="2.5"/>` +
  `<path d="M-44 10H-30M-46 20H-28M30 10H44M28 20H46" stroke="#fff" stroke-opacity=".45" stroke-width="2.5" stroke-linecap="round"/>`;

function gem(x, y, s, col) {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-20-8L-12-20H12L20-8L0 20Z" fill="${col}"/>` +
    `<path d="M-12-20H12L20-8H-20Z" fill="#fff" fill-opacity=".35"/><path d="M-20-8H-6L0 20Z" fill="#fff" fill-opacity=".2"/>` +
    `<path d="M-6-8L0-20L6-8M-6-8L0 20L6-8" fill="none" stroke="#fff" stroke-opacity=".6"/></g>`
  );
}
const gemsIcon = gem(-25, 14, 0.65, '#ef4444') + gem(25, 14, 0.65, '#3b82f6') + gem(0, -4, 1.35, '#22c55e') + sparkle(-30, -24, 7) + sparkle(32, -26, 5);

const wildIcon =
  `<path d="${star(0, -4, 44, 20, 8)}" fill="url(#g)" fill-opacity=".5"/>` +
  card(-13, 0, 44, 62, 'A', 'h', RED, -12) + card(13, 0, 44, 62, 'A', 'c', BLK, 12) +
  `<rect x="-26" y="24" width="52" height="16" rx="4" fill="url(#g)" stroke="#8a5a00"/>` + T(0, 36.5, 12, 'WILD', { fill: INDIGO });

const leaf = 'M0 0C9-14 9-34 0-46C-9-34-9-14 0 0Z';
const jungleIcon =
  [-64, -32, 0, 32, 64].map((a, i) =>
    `<path transform="translate(0 30) rotate(${a})" d="${leaf}" fill="${i % 2 ? '#16a34a' : '#4ade80'}" stroke="#14532d"/>`).join('') +
  crown(0, 8, 0.72);

const chestIcon =
  `<path d="M-34-4V-14Q-34-34 0-34Q34-34 34-14V-4Z" fill="#9a3412"/>` +
  `<rect x="-34" y="-4" width="68" height="36" rx="4" fill="#7c2d12"/>` +
  `<rect x="-22" y="-31" width="7" height="63" fill="${GOLD}"/><rect x="15" y="-31" width="7" height="63" fill="${GOLD}"/>` +
  `<rect x="-37" y="-7" width="74" height="6" rx="2" fill="${GOLD}"/>` +
  `<rect x="-7" y="-5" width="14" height="16" rx="3" fill="${AMBER}" stroke="#7a4a00"/><circle cy="2" r="2.5" fill="#7a4a00"/>` +
  `<path d="M-8-28L-3-22L-8-16L-13-22Z" fill="#ef4444"/>` + coin(-32, 30, 9) + coin(32, 28, 10) + sparkle(0, -42, 6);

const moneyIcon =
  `<g transform="rotate(-12 -6 -18)"><rect x="-38" y="-36" width="62" height="32" rx="4" fill="#4ade80" stroke="#166534" stroke-width="2"/>` +
  `<circle cx="-7" cy="-20" r="8" fill="none" stroke="#166534" stroke-width="2"/></g>` +
  stack(-14, 28, 15, 3) + stack(18, 30, 15, 5) + coin(32, -26, 10) +
  `<path d="M40-4V8M35 3L40 9L45 3" fill="none" stroke="#fff" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`;

const pharaohIcon =
  `<circle cx="18" cy="-20" r="15" fill="#fff3c4"/>` +
  `<path d="M-42 30L-6-32L30 30Z" fill="url(#g)"/><path d="M-6-32L30 30H2Z" fill="${DGOLD}"/>` +
  `<path d="M14 30L32 2L50 30Z" fill="#e8a90c"/><path d="M32 2L50 30H38Z" fill="#a86b00"/>` +
  `<path d="M-50 30Q0 22 50 30V36H-50Z" fill="#fde68a"/>` +
  `<path d="M-14-2H2M-20 10H8M-26 22H14" stroke="#a86b00" stroke-width="1.5"/>`;

const candyIcon =
  `<g transform="translate(-12 12) rotate(-22)"><path d="M-12 0L-34-13V13ZM12 0L34-13V13Z" fill="#f9a8d4" stroke="#ec4899" stroke-linejoin="round"/>` +
  `<circle r="17" fill="#ec4899"/><path d="M-12-6Q0 8 12-6M-12 4Q0 18 12 4" stroke="#fff" stroke-width="3.5" fill="none"/></g>` +
  `<path d="M24-6V36" stroke="#fff" stroke-width="4" stroke-linecap="round"/><circle cx="24" cy="-20" r="16" fill="#fde047"/>` +
  `<path d="M14-20a10 10 0 0 1 20 0a7 7 0 0 1-14 0a4 4 0 0 1 8 0" stroke="#f43f5e" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<circle cx="-30" cy="-24" r="5" fill="#22d3ee"/><circle cx="-12" cy="-34" r="4" fill="#a3e635"/><circle cx="40" cy="22" r="4" fill="#f97316"/>`;

const koiSpots = (c) => `<circle cx="-4" cy="-4" r="4" fill="${c}"/><circle cx="6" cy="4" r="3" fill="${c}"/>`;
const koiIcon =
  `<circle r="38" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/><circle r="27" fill="none" stroke="#fff" stroke-opacity=".18" stroke-width="2"/>` +
  fish(-2, -14, 1.05, '#ff7a1a', false, 14, koiSpots('#fff')) +
  fish(2, 15, 1.05, '#f8fafc', true, 14, koiSpots('#ff7a1a')) +
  `<circle cx="-34" cy="-30" r="4" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/><circle cx="36" cy="-26" r="3" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="1.5"/>`;

const maraca = (x, rot, c) =>
  `<g transform="translate(${x} 6) rotate(${rot})"><rect x="-3" y="0" width="6" height="34" rx="3" fill="#7c2d12"/>` +
  `<ellipse cy="-14" rx="15" ry="19" fill="${c}"/><path d="M-15-14H15" stroke="#dc2626" stroke-width="4"/>` +
  `<path d="M-11-26H11M-11-2H11" stroke="#fff" stroke-width="3"/></g>`;
const sambaIcon =
  maraca(-12, -24, '#22c55e') + maraca(12, 24, '#f59e0b') +
  `<path d="M30-36V-14" stroke="#fff" stroke-width="3"/><path d="M30-36L40-32" stroke="#fff" stroke-width="3" stroke-linecap="round"/><ellipse cx="26" cy="-14" rx="5" ry="4" fill="#fff"/>` +
  `<rect x="-40" y="-32" width="8" height="4" fill="#fde047" transform="rotate(30 -40 -32)"/><rect x="-34" y="26" width="8" height="4" fill="#f472b6" transform="rotate(-20 -34 26)"/><circle cx="38" cy="26" r="3.5" fill="#22d3ee"/><circle cx="-42" cy="0" r="3" fill="#fff"/>`;

const bankIcon =
  `<path d="M-40-12L0-36L40-12Z" fill="url(#g)" stroke="#a86b00" stroke-width="1.5" stroke-linejoin="round"/><circle cy="-21" r="6" fill="${DGOLD}"/>` +
  `<rect x="-38" y="-12" width="76" height="6" fill="${AMBER}"/>` +
  [-30, -14, 2, 18].map((x) => `<rect x="${x + 2}" y="-6" width="8" height="30" fill="${GOLD}"/>`).join('') +
  `<rect x="-38" y="24" width="76" height="6" fill="${AMBER}"/><rect x="-44" y="30" width="88" height="7" fill="url(#g)"/>` +
  sparkle(38, -34, 6);

const nekoIcon =
  `<rect x="22" y="-42" width="14" height="28" rx="7" fill="#fff" stroke="#e5e7eb"/><circle cx="26" cy="-36" r="2" fill="#f9a8d4"/><circle cx="32" cy="-36" r="2" fill="#f9a8d4"/>` +
  `<path d="M-27-12L-22-38L-5-25ZM27-12L22-38L5-25Z" fill="#fff"/><path d="M-22-16L-20-31L-11-24ZM22-16L20-31L11-24Z" fill="#f9a8d4"/>` +
  `<ellipse cy="-5" rx="28" ry="23" fill="#fff"/>` +
  `<path d="M-16-8Q-11-14-6-8M6-8Q11-14 16-8" stroke="${INK}" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
  `<path d="M-3 0H3L0 3Z" fill="#f472b6"/><path d="M-5 6Q-2.5 9 0 6Q2.5 9 5 6" stroke="${INK}" stroke-width="1.5" fill="none" stroke-linecap="round"/>` +
  `<circle cx="-17" cy="4" r="4" fill="#fda4af" fill-opacity=".7"/><circle cx="17" cy="4" r="4" fill="#fda4af" fill-opacity=".7"/>` +
  `<path d="M-20 14Q0 22 20 14" stroke="#dc2626" stroke-width="5" fill="none" stroke-linecap="round"/><circle cy="21" r="4.5" fill="${GOLD}" stroke="#a86b00"/>` +
  coin(-30, 24, 11);

const SLOTS = [
  ['Fortune Tiger', '#ea580c', tigerIcon],
  ['Lucky Lady', '#db2777', ladyIcon],
  ['Book of Gold', '#a16207', bookIcon],
  ['Mega Ace', '#2563eb', megaAceIcon],
  ['Mayan Empire', '#0f766e', mayanIcon],
  ['Golden Empire', '#9333ea', empireIcon],
  ['Crazy 777', '#dc2626', crazyIcon],
  ['Boxing King', '#1e40af', boxingIcon],
  ['Charge Buffalo', '#9a3412', buffaloIcon],
  ['Fortune Gems', '#0891b2', gemsIcon],
  ['Wild Ace', '#166534', wildIcon],
  ['Jungle King', '#65a30d', jungleIcon],
  ['Dragon Treasure', '#be123c', chestIcon],
  ['Money Coming', '#059669', moneyIcon],
  ['Pharaoh Treasure', '#0369a1', pharaohIcon],
  ['Candy Party', '#c026d3', candyIcon],
  ['Lucky Koi', '#0d9488', koiIcon],
  ['Samba Fiesta', '#e11d48', sambaIcon],
  ['Golden Bank', '#475569', bankIcon],
  ['Neko Fortune', '#7c3aed', nekoIcon],
];

function slotThumb(title, hue, icon) {
  const fs = fit(title, 134, 16);
  return svg(
    150,
    150,
    `<rect width="150" height="150" fill="url(#b)"/><circle cx="75" cy="${TH}" r="56" fill="url(#glow)"/>` +
      `<g transform="translate(75 ${TH})">${icon}</g>` +
      `<rect y="114" width="150" height="36" fill="${NAVY}" fill-opacity=".82"/><rect y="114" width="150" height="2" fill="${GOLD}"/>` +
      T(75, 132 + fs * 0.36, fs, title),
    lg('b', [[0, hue], [1, INDIGO]], [0, 0, 0.6, 1]),
  );
}

/* ------------------------------------------------------- 2. grid tiles */
const GY = 98; // icon centre y inside the 320x240 tile

const sicboIcon =
  `<ellipse cy="50" rx="104" ry="16" fill="#000" fill-opacity=".25"/>` +
  die(-58, 16, 60, 4, -14) + die(58, 16, 60, 6, 12) + die(0, -30, 62, 5, 4) + sparkle(-110, -50, 10) + sparkle(112, -40, 8, GOLD);

const updownIcon =
  `<circle r="52" fill="url(#gg)"/><circle r="44" fill="${INDIGO}" stroke="url(#g)" stroke-width="6"/>` +
  T(0, 24, 68, '7', { fill: GOLD }) +
  `<path d="M-100 38V-2H-116L-86-44L-56-2H-72V38Z" fill="#22c55e" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>` +
  `<path d="M72-44V-4H56L86 38L116-4H100V-44Z" fill="#ef4444" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>`;

const discCols = ['#ef4444', '#fde047', '#22c55e', '#3b82f6', '#f472b6', '#fff'];
const colorDishIcon =
  `<ellipse cy="48" rx="120" ry="34" fill="#cbd5e1"/><ellipse cy="44" rx="104" ry="26" fill="#f8fafc" stroke="#94a3b8" stroke-width="2"/>` +
  discCols.map((c, i) => {
    const x = -60 + (i % 3) * 60 + (i > 2 ? 18 : -8);
    const y = i > 2 ? 52 : 36;
    return `<ellipse cx="${x}" cy="${y + 3}" rx="17" ry="7" fill="#475569"/><ellipse cx="${x}" cy="${y}" rx="17" ry="7" fill="${c}" stroke="#475569"/>`;
  }).join('') +
  `<g transform="translate(26 -32) rotate(-16)"><path d="M-66 18Q-66-44 0-44Q66-44 66 18Z" fill="#b45309"/>` +
  `<path d="M-46-20Q-30-34-8-36" stroke="#fff" stroke-opacity=".35" stroke-width="6" fill="none" stroke-linecap="round"/>` +
  `<rect x="-70" y="14" width="140" height="9" rx="4.5" fill="${GOLD}"/><ellipse cy="-46" rx="13" ry="6" fill="${GOLD}"/></g>`;

const baccaratIcon =
  card(-96, -2, 58, 82, '9', 'd', RED, -10) + card(-58, 2, 58, 82, 'K', 's', BLK, 6) +
  card(58, 2, 58, 82, '8', 'h', RED, -6) + card(96, -2, 58, 82, 'Q', 'c', BLK, 10) +
  chip(-12, 44, 20, '#dc2626') + chip(14, 48, 20, '#2563eb') + chip(2, 22, 20, '#16a34a');

const RC = 2 * Math.PI * 62;
const pocket = r2(RC / 38);
const rouletteIcon =
  `<ellipse cy="86" rx="90" ry="8" fill="#000" fill-opacity=".25"/>` +
  `<g transform="translate(0 4)"><circle r="84" fill="#6b3f00"/><circle r="77" fill="url(#g)"/>` +
  `<circle r="62" fill="none" stroke="${BLK}" stroke-width="22"/>` +
  `<circle r="62" fill="none" stroke="#dc2626" stroke-width="22" stroke-dasharray="${pocket} ${pocket}"/>` +
  `<circle r="62" fill="none" stroke="#16a34a" stroke-width="22" stroke-dasharray="${pocket} ${r2(RC / 2 - pocket)}"/>` +
  `<circle r="50" fill="#7a4a00"/><circle r="44" fill="#9a5f0a"/>` +
  `<path d="M-30 0H30M0-30V30" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/><circle r="11" fill="url(#g)" stroke="#7a4a00"/>` +
  `<circle cx="44" cy="-44" r="6.5" fill="#fff" stroke="#cbd5e1"/></g>` +
  chip(-124, 50, 22, '#2563eb') + chip(122, 46, 22, '#dc2626') + sparkle(-118, -52, 9) + sparkle(120, -50, 7, GOLD);

const fishHunterIcon =
  bubble(-120, -60, 6) + bubble(-104, -40, 4) + bubble(126, 10, 7) + bubble(114, -8, 4) + bubble(40, 70, 5) +
  fish(-84, -26, 1.4, '#f59e0b') + fish(74, 40, 1.6, '#ef4444', true) + fish(-44, 52, 1.05, '#22d3ee') + fish(104, -54, 0.9, '#a3e635', true) +
  `<g fill="none" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"><circle cx="14" cy="-8" r="32"/><circle cx="14" cy="-8" r="14" stroke-width="2.5"/>` +
  `<path d="M14-52V-30M14 14V36M-30-8H-8M36-8H58"/></g><circle cx="14" cy="-8" r="3.5" fill="#ef4444"/>`;

const flame = 'M0-30C12-14 18-4 10 10C8 2 4 0 2-4C4 8-2 16-10 20C-4 10-16 4-10-10C-8-4-6-2-4 0C-8-12-4-22 0-30Z';
function faceCard(x, y, rot, bg, inner) {
  return (
    `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-38" y="-52" width="76" height="104" rx="8" fill="#fff"/>` +
    `<rect x="-32" y="-46" width="64" height="92" rx="5" fill="${bg}"/>` +
    `<rect x="-27" y="-41" width="54" height="82" rx="4" fill="none" stroke="${GOLD}" stroke-width="2"/>${inner}</g>`
  );
}
const dragonTigerIcon =
  faceCard(-66, -2, -8, '#b91c1c', `<path transform="scale(1.25)" d="${flame}" fill="url(#g)"/>`) +
  faceCard(66, -2, 8, '#1e3a8a',
    `<g transform="translate(0 3) scale(.72)">${tigerIcon}</g>`) +
  `<circle r="26" fill="${NAVY}" stroke="url(#g)" stroke-width="4"/>` + T(0, 9, 24, 'VS', { fill: GOLD });

const blackjackIcon =
  card(-44, -2, 68, 96, 'A', 's', BLK, -12) + card(18, -2, 68, 96, 'K', 'h', RED, 10) +
  `<circle cx="98" cy="-34" r="30" fill="url(#g)" stroke="#7a4a00" stroke-width="3"/>` + T(98, -23.5, 30, '21', { fill: INDIGO }) +
  chip(-116, 46, 22, '#2563eb') + chip(104, 48, 22, '#dc2626');

const GRID = [
  ['Sic Bo', '#b91c1c', sicboIcon],
  ['7up7down', '#7c3aed', updownIcon],
  ['Color Dish', '#0f766e', colorDishIcon],
  ['Baccarat', '#1e40af', baccaratIcon],
  ['Roulette', '#166534', rouletteIcon],
  ['Fish Hunter', '#0369a1', fishHunterIcon],
  ['Dragon Tiger', '#1e3a8a', dragonTigerIcon],
  ['Blackjack', '#14532d', blackjackIcon],
];

function gridTile(title, hue, icon) {
  const fs = fit(title, 290, 24);
  const split = title === 'Dragon Tiger' ? `<path d="M0 0H180L140 240H0Z" fill="url(#r)"/>` : '';
  const extra = title === 'Dragon Tiger' ? lg('r', [[0, '#dc2626'], [1, INDIGO]], [0, 0, 0.5, 1]) : '';
  return svg(
    320,
    240,
    `<rect width="320" height="240" fill="url(#b)"/>${split}<ellipse cx="160" cy="${GY}" rx="150" ry="96" fill="url(#glow)"/>` +
      `<g transform="translate(160 ${GY})">${icon}</g>` +
      `<rect y="194" width="320" height="46" fill="${NAVY}" fill-opacity=".84"/><rect y="194" width="320" height="2" fill="${GOLD}"/>` +
      T(160, 217 + fs * 0.36, fs, title),
    lg('b', [[0, hue], [1, INDIGO]], [0, 0, 0.6, 1]) + extra,
  );
}

/* ---------------------------------------------------- 3. categories */
function soccerBall(cx, cy, r) {
  const pent = (x, y, R, rot) => {
    let d = '';
    for (let i = 0; i < 5; i++) {
      const a = ((rot + i * 72) * Math.PI) / 180;
      d += (i ? 'L' : 'M') + r1(x + R * Math.cos(a)) + ' ' + r1(y + R * Math.sin(a));
    }
    return d + 'Z';
  };
  let d = pent(cx, cy, r * 0.3, -90);
  let lines = '';
  for (let i = 0; i < 5; i++) {
    const a = ((-90 + i * 72) * Math.PI) / 180;
    const b = ((-54 + i * 72) * Math.PI) / 180;
    d += pent(cx + r * 0.92 * Math.cos(b), cy + r * 0.92 * Math.sin(b), r * 0.3, -54 + i * 72 + 180);
    lines += `M${r1(cx + r * 0.3 * Math.cos(a))} ${r1(cy + r * 0.3 * Math.sin(a))}L${r1(cx + r * 0.62 * Math.cos(a))} ${r1(cy + r * 0.62 * Math.sin(a))}`;
  }
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#ball)"/>` +
    `<g clip-path="url(#bc)"><path d="${d}" fill="${INK}"/><path d="${lines}" stroke="${INK}" stroke-width="2.5"/></g>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#94a3b8" stroke-width="1.5"/>`
  );
}

function catSports() {
  const light = (x) =>
    `<circle cx="${x}" cy="46" r="46" fill="url(#glow)"/><rect x="${x - 2}" y="54" width="4" height="90" fill="#3b2f7a"/>` +
    `<rect x="${x - 18}" y="36" width="36" height="18" rx="3" fill="#3b2f7a"/>` +
    [-11, 0, 11].map((o) => `<circle cx="${x + o}" cy="45" r="4" fill="#fff7d6"/>`).join('');
  return svg(
    480,
    320,
    `<rect width="480" height="320" fill="url(#b)"/>${light(60)}${light(420)}` +
      `<path d="M0 170Q240 96 480 170V220H0Z" fill="#221a55"/>` +
      `<path d="M0 158Q240 88 480 158M0 178Q240 110 480 178M0 198Q240 130 480 198" fill="none" stroke="#4a3d99" stroke-width="6" stroke-dasharray="3 6"/>` +
      `<path d="M-60 320L70 190H410L540 320Z" fill="#15803d"/>` +
      `<path d="M45 215H435L458 238H22ZM0 262H480V290H0Z" fill="#16a34a"/>` +
      `<path d="M-20 310L78 198H402L500 310ZM240 198V320M170 250Q240 228 310 250Q240 272 170 250Z" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>` +
      soccerBall(360, 250, 52) + sparkle(210, 40, 8) + sparkle(270, 70, 5, GOLD),
    lg('b', [[0, NAVY], [1, PURPLE]]) +
      rg('ball', [[0, '#fff'], [1, '#cbd5e1']], 0.35, 0.3, 0.7) +
      `<clipPath id="bc"><circle cx="360" cy="250" r="52"/></clipPath>`,
  );
}

function catLive() {
  return svg(
    480,
    320,
    `<rect width="480" height="320" fill="url(#b)"/><path d="M180 0H300L420 260H60Z" fill="#fff" fill-opacity=".06"/>` +
      `<circle cx="240" cy="150" r="150" fill="url(#gg)"/>` +
      `<path d="M150 240Q150 160 240 156Q330 160 330 240Z" fill="#111633"/><circle cx="240" cy="112" r="32" fill="#111633"/>` +
      `<path d="M224 158L240 190L256 158Z" fill="#fff"/><path d="M226 172L240 178L254 172L254 186L240 180L226 186Z" fill="${GOLD}"/>` +
      `<path d="M0 320V252Q240 190 480 252V320Z" fill="#166534"/>` +
      `<path d="M0 252Q240 190 480 252" fill="none" stroke="#7a4a00" stroke-width="12"/>` +
      `<path d="M60 300Q240 250 420 300" fill="none" stroke="${GOLD}" stroke-opacity=".6" stroke-width="2"/>` +
      card(196, 268, 40, 56, 'A', 'h', RED, -12) + card(244, 266, 40, 56, 'K', 's', BLK, 8) +
      stack(92, 286, 22, 5, '#dc2626', '#7f1d1d') + stack(140, 292, 22, 3, '#2563eb', '#1e3a8a') +
      stack(360, 290, 22, 4, GOLD, DGOLD) + chip(412, 272, 20, '#16a34a') +
      sparkle(90, 70, 8) + sparkle(390, 60, 6, GOLD),
    lg('b', [[0, PURPLE], [1, NAVY]]),
  );
}

function catFish() {
  const rays = [60, 170, 300].map((x) => `<path d="M${x} 0H${x + 50}L${x + 120} 320H${x + 40}Z" fill="#fff" fill-opacity=".06"/>`).join('');
  const weed = (x, h, c) =>
    `<path d="M${x} 320C${x - 14} ${320 - h * 0.3} ${x + 14} ${320 - h * 0.6} ${x} ${320 - h}" fill="none" stroke="${c}" stroke-width="8" stroke-linecap="round"/>`;
  return svg(
    480,
    320,
    `<rect width="480" height="320" fill="url(#b)"/>${rays}` +
      weed(40, 120, '#15803d') + weed(62, 80, '#22c55e') + weed(430, 140, '#15803d') + weed(452, 90, '#22c55e') +
      `<path d="M0 300Q120 280 240 296T480 292V320H0Z" fill="#c2a36b" fill-opacity=".55"/>` +
      fish(150, 110, 2.2, '#f59e0b') + fish(330, 180, 2.6, '#ef4444', true, 0, koiSpots('#fff')) +
      fish(170, 230, 1.5, '#22d3ee', false, -8) + fish(380, 80, 1.2, '#a3e635', true) + fish(260, 70, 0.9, '#f472b6') +
      bubble(240, 150, 10) + bubble(252, 124, 6) + bubble(262, 104, 4) + bubble(100, 180, 7) + bubble(420, 240, 8) + bubble(300, 260, 5),
    lg('b', [[0, '#0369a1'], [1, NAVY]]),
  );
}

function catArcade() {
  let grid = '';
  for (let i = 0; i <= 12; i++) grid += `M${240 + (i - 6) * 20} 200L${240 + (i - 6) * 90} 320`;
  [212, 228, 250, 280, 316].forEach((y) => (grid += `M0 ${y}H480`));
  const px = [[60, 40], [110, 90], [400, 36], [440, 110], [330, 60], [30, 150]]
    .map(([x, y]) => `<rect x="${x}" y="${y}" width="6" height="6" fill="#fff"/>`).join('');
  return svg(
    480,
    320,
    `<rect width="480" height="320" fill="url(#b)"/>${px}` +
      `<circle cx="240" cy="160" r="100" fill="url(#sun)"/>` +
      [150, 170, 186].map((y, i) => `<rect x="130" y="${y}" width="220" height="${4 + i * 2}" fill="${INDIGO}"/>`).join('') +
      `<rect y="200" width="480" height="120" fill="#120c33"/><path d="${grid}" stroke="#d946ef" stroke-opacity=".55" stroke-width="2"/>` +
      die(110, 236, 70, 5, -15) + die(186, 268, 54, 3, 12) +
      `<ellipse cx="360" cy="286" rx="70" ry="18" fill="#0b1026"/><rect x="290" y="256" width="140" height="30" rx="10" fill="#3b2f7a"/>` +
      `<ellipse cx="360" cy="256" rx="70" ry="16" fill="#5b4bb3"/><rect x="354" y="176" width="12" height="82" rx="6" fill="#cbd5e1"/>` +
      `<circle cx="360" cy="172" r="24" fill="#ef4444"/><circle cx="352" cy="164" r="7" fill="#fff" fill-opacity=".5"/>` +
      `<circle cx="410" cy="262" r="8" fill="${GOLD}"/><circle cx="312" cy="262" r="8" fill="#22d3ee"/>` +
      coin(430, 190, 16),
    lg('b', [[0, INDIGO], [1, NAVY]]) + lg('sun', [[0, '#fde047'], [0.6, '#f97316'], [1, '#db2777']]),
  );
}

/* ---------------------------------------------------- 4. promotions */
function promo(head, sub, motif, seed) {
  const hs = fit(head, 300, 96);
  const ss = fit(sub, 300, 32);
  return svg(
    600,
    360,
    `<rect width="600" height="360" fill="url(#b)"/><circle cx="450" cy="180" r="190" fill="url(#gg)"/>` +
      confetti(seed, 12, 600, 360, (x, y) => x < 330 && y > 80 && y < 280) +
      `<rect x="40" y="86" width="56" height="6" rx="3" fill="${GOLD}"/>` +
      T(38, 190, hs, head, { anchor: 'start', fill: 'url(#g)' }) +
      T(40, 244, ss, sub, { anchor: 'start' }) +
      motif,
    lg('b', [[0, PURPLE], [1, NAVY]], [0, 0, 1, 1]),
  );
}

const giftMotif =
  `<rect x="378" y="170" width="150" height="110" rx="8" fill="#dc2626"/><rect x="366" y="140" width="174" height="40" rx="8" fill="#ef4444"/>` +
  `<rect x="440" y="140" width="26" height="140" fill="url(#g)"/>` +
  `<path d="M453 140C420 96 388 112 404 136C414 148 440 142 453 140ZM453 140C486 96 518 112 502 136C492 148 466 142 453 140Z" fill="url(#g)" stroke="#a86b00" stroke-width="2"/>` +
  coin(350, 280, 24) + coin(552, 250, 20) + coin(540, 110, 14) + sparkle(380, 90, 10) + sparkle(560, 190, 7);

const calMotif =
  `<rect x="372" y="100" width="170" height="160" rx="14" fill="#f8fafc"/><path d="M372 114a14 14 0 0 1 14-14h142a14 14 0 0 1 14 14v34H372Z" fill="#dc2626"/>` +
  `<rect x="404" y="86" width="10" height="30" rx="5" fill="#cbd5e1"/><rect x="500" y="86" width="10" height="30" rx="5" fill="#cbd5e1"/>` +
  `<path d="M388 171H524M388 201H524M388 231H524" stroke="#e2e8f0" stroke-width="22" stroke-dasharray="28 8"/>` +
  `<rect x="460" y="190" width="28" height="22" fill="${GOLD}"/>` + T(474, 207, 16, '%', { fill: INDIGO }) +
  stack(360, 300, 28, 3) + stack(556, 300, 26, 5) +
  `<path d="M556 126V176M540 142L556 124L572 142" fill="none" stroke="#22c55e" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
  sparkle(356, 140, 8);

const inviteMotif =
  person(380, 214, 1.35, '#8b7ad8') + person(530, 214, 1.35, '#8b7ad8') + person(455, 230, 1.8, 'url(#g)') +
  `<circle cx="520" cy="118" r="24" fill="#22c55e" stroke="#fff" stroke-width="3"/><path d="M520 106V130M508 118H532" stroke="#fff" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M360 300Q455 330 550 300" fill="none" stroke="${GOLD}" stroke-width="3" stroke-dasharray="6 8" stroke-linecap="round"/>` +
  coin(352, 120, 16) + sparkle(420, 90, 8) + sparkle(574, 250, 7);

/* ---------------------------------------------------- 5. carousel */
function carouselRegister() {
  const screen = (sx, sy, sw) => {
    let s = `<circle cx="${r1(sx + sw / 2)}" cy="${sy + 62}" r="24" fill="url(#g)"/>` +
      `<path d="${star(sx + sw / 2, sy + 62, 11, 5)}" fill="${INDIGO}"/>`;
    [112, 156, 200].forEach((y, i) => {
      s += `<rect x="${r1(sx + 16)}" y="${sy + y}" width="${r1(sw - 32)}" height="32" rx="8" fill="#fff" fill-opacity=".92"/>` +
        `<circle cx="${r1(sx + 32)}" cy="${sy + y + 16}" r="6" fill="${['#a78bfa', '#22d3ee', '#f472b6'][i]}"/>` +
        `<rect x="${r1(sx + 46)}" y="${sy + y + 13}" width="${r1(sw * (0.5 - i * 0.08))}" height="6" rx="3" fill="#cbd5e1"/>`;
    });
    s += `<rect x="${r1(sx + 16)}" y="${sy + 250}" width="14" height="14" rx="3" fill="#22c55e"/><path d="M${r1(sx + 19)} ${sy + 257}l3 3l6-6" stroke="#fff" stroke-width="2" fill="none"/>` +
      `<rect x="${r1(sx + 38)}" y="${sy + 254}" width="${r1(sw * 0.5)}" height="6" rx="3" fill="#8b7ad8"/>` +
      `<rect x="${r1(sx + 16)}" y="${sy + 284}" width="${r1(sw - 32)}" height="40" rx="20" fill="url(#g)"/>` +
      `<path d="M${r1(sx + sw / 2 - 8)} ${sy + 304}h16m-6-6l6 6l-6 6" stroke="${INDIGO}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
    return s;
  };
  const step = (x, n) => `<circle cx="${x}" cy="356" r="22" fill="url(#g)"/>` + T(x, 364, 22, n, { fill: INDIGO });
  return svg(
    800,
    500,
    `<rect width="800" height="500" fill="url(#b)"/><circle cx="590" cy="250" r="240" fill="url(#gg)"/>` +
      sparkle(740, 80, 10) + sparkle(730, 440, 8, GOLD) + sparkle(80, 430, 6) +
      T(60, 200, 56, 'Register in', { anchor: 'start' }) +
      T(60, 280, 72, '3 minutes', { anchor: 'start', fill: 'url(#g)' }) +
      `<path d="M104 356H150M180 356H226" stroke="${GOLD}" stroke-width="3" stroke-dasharray="6 6"/>` +
      step(82, '1') + step(165, '2') + step(248, '3') +
      `<g transform="rotate(6 590 250)">${phone(500, 60, 180, 380, screen)}</g>` +
      `<circle cx="430" cy="120" r="34" fill="${NAVY}" stroke="url(#g)" stroke-width="5"/><path d="M430 98V120L445 129" stroke="${GOLD}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
      `<rect x="422" y="76" width="16" height="10" rx="3" fill="${GOLD}"/>`,
    lg('b', [[0, INDIGO], [1, PURPLE]], [0, 0, 1, 1]),
  );
}

function carouselMember() {
  return svg(
    800,
    500,
    `<rect width="800" height="500" fill="url(#b)"/><circle cx="590" cy="250" r="240" fill="url(#gg)"/>` +
      confetti(7, 14, 800, 500, (x, y) => (x < 430 && y > 130 && y < 330) || (x > 440 && x < 780 && y > 110 && y < 400)) +
      T(60, 210, 60, 'Welcome,', { anchor: 'start' }) +
      T(60, 290, 60, 'new member', { anchor: 'start', fill: 'url(#g)' }) +
      `<rect x="62" y="318" width="90" height="6" rx="3" fill="${GOLD}"/>` +
      `<g transform="translate(620 250) scale(.9) rotate(-8) translate(-600 -255)"><rect x="450" y="160" width="300" height="190" rx="18" fill="url(#c)" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
      `<path d="M450 290Q600 230 750 270V332a18 18 0 0 1-18 18H468a18 18 0 0 1-18-18Z" fill="#fff" fill-opacity=".12"/>` +
      `<rect x="478" y="196" width="46" height="34" rx="6" fill="url(#g)"/><path d="M478 213H524M494 196V230M508 196V230" stroke="#a86b00" stroke-width="1.5"/>` +
      `<circle cx="708" cy="206" r="24" fill="url(#g)"/><path d="${star(708, 206, 13, 6)}" fill="${INDIGO}"/>` +
      [0, 1, 2, 3].map((i) => `<rect x="${478 + i * 62}" y="262" width="50" height="10" rx="5" fill="#fff" fill-opacity=".75"/>`).join('') +
      `<rect x="478" y="298" width="110" height="10" rx="5" fill="#fff" fill-opacity=".5"/></g>` +
      sparkle(470, 100, 14) + sparkle(770, 420, 10, GOLD) + coin(760, 120, 20) + coin(480, 400, 18),
    lg('b', [[0, PURPLE], [1, NAVY]], [0, 0, 1, 1]) + lg('c', [[0, '#7c3aed'], [1, INDIGO]], [0, 0, 1, 1]),
  );
}

/* ---------------------------------------------------- 6. welcome banner */
function welcome() {
  return svg(
    1200,
    500,
    `<rect width="1200" height="500" fill="url(#b)"/><circle cx="880" cy="250" r="300" fill="url(#gg)"/>` +
      sparkle(120, 90, 12) + sparkle(560, 120, 9, GOLD) + sparkle(640, 400, 7) + sparkle(1130, 70, 10, GOLD) + sparkle(1150, 440, 8) +
      T(90, 290, 140, 'Welcome', { anchor: 'start', fill: 'url(#g)', stroke: INDIGO, sw: 6 }) +
      `<rect x="94" y="330" width="140" height="8" rx="4" fill="${GOLD}"/><rect x="250" y="330" width="36" height="8" rx="4" fill="${GOLD}" fill-opacity=".5"/>` +
      card(800, 250, 110, 156, 'Q', 'd', RED, -24) + card(860, 230, 110, 156, 'K', 'c', BLK, -8) +
      card(920, 230, 110, 156, 'A', 'h', RED, 8) + card(980, 250, 110, 156, 'A', 's', BLK, 24) +
      stack(740, 420, 44, 2, '#dc2626', '#7f1d1d') + stack(1060, 430, 44, 3, '#2563eb', '#1e3a8a') +
      chip(880, 420, 34, '#16a34a') + coin(1110, 250, 36) + coin(700, 120, 28) + coin(1040, 90, 22),
    lg('b', [[0, NAVY], [0.55, INDIGO], [1, PURPLE]], [0, 0, 1, 0]),
  );
}

/* ---------------------------------------------------- 7. sabong */
function sabong() {
  const rooster =
    `<g transform="translate(300 300)" fill="url(#g)">` +
    `<path d="M-30-70C-80-150-150-110-140-30C-125-80-95-95-60-62Z"/>` +
    `<path d="M-36-58C-100-110-150-60-126 4C-118-44-90-62-52-44Z" fill="#e0a400"/>` +
    `<path d="M-40-46C-96-60-120-10-96 40C-94 0-72-22-44-22Z" fill="${DGOLD}"/>` +
    `<ellipse cx="-4" cy="-46" rx="62" ry="44" transform="rotate(-18 -4 -46)"/>` +
    `<path d="M14-86C20-118 30-140 48-146L72-130C58-116 54-96 54-70Z"/>` +
    `<circle cx="56" cy="-140" r="18"/>` +
    `<path d="M40-154Q40-172 50-160Q52-178 60-162Q68-176 72-156Q80-160 74-146Z" fill="#dc2626"/>` +
    `<path d="M72-144L94-136L72-128Z" fill="${AMBER}"/>` +
    `<ellipse cx="68" cy="-118" rx="6" ry="11" fill="#dc2626"/><circle cx="60" cy="-144" r="3.5" fill="${NAVY}"/>` +
    `<path d="M-34-46C-10-66 30-60 44-34C20-44-6-38-34-46Z" fill="${DGOLD}"/>` +
    `<path d="M-12-8L-20 46M22-10L28 46M-20 46H-36M-20 46H-8M28 46H14M28 46H42M-17 26L-27 22M26 24L36 20" fill="none" stroke="${AMBER}" stroke-width="6" stroke-linecap="round"/></g>`;
  return svg(
    600,
    400,
    `<rect width="600" height="400" fill="url(#b)"/><path d="M220 0H380L520 360H80Z" fill="url(#spot)"/>` +
      `<path d="M0 250Q300 200 600 250V400H0Z" fill="#161035"/>` +
      `<path d="M0 244Q300 194 600 244" fill="none" stroke="#3b2f7a" stroke-width="8" stroke-dasharray="4 8"/>` +
      `<ellipse cx="300" cy="340" rx="250" ry="50" fill="#7c5a2a"/><ellipse cx="300" cy="340" rx="230" ry="42" fill="#a67c3d"/>` +
      `<ellipse cx="300" cy="340" rx="250" ry="50" fill="none" stroke="${GOLD}" stroke-width="4"/>` +
      `<ellipse cx="300" cy="350" rx="90" ry="12" fill="#000" fill-opacity=".3"/>` +
      rooster + sparkle(90, 80, 8) + sparkle(510, 110, 10, GOLD) + sparkle(460, 60, 5),
    lg('b', [[0, PURPLE], [1, NAVY]]) + lg('spot', [[0, '#fff', 0.16], [1, '#fff', 0]]),
  );
}

/* ---------------------------------------------------- 8. app download */
function appScreen(sx, sy, sw, sh) {
  const cols = ['#ef4444', '#22c55e', '#3b82f6', '#f59e0b', '#a855f7', '#06b6d4'];
  const tw = (sw - 16 * 2 - 10) / 2;
  let s =
    `<rect x="${r1(sx)}" y="${r1(sy)}" width="${r1(sw)}" height="${r1(sh)}" rx="16" fill="url(#scr)"/>` +
    `<circle cx="${r1(sx + 28)}" cy="${r1(sy + 42)}" r="11" fill="url(#g)"/><rect x="${r1(sx + 46)}" y="${r1(sy + 37)}" width="60" height="10" rx="5" fill="#fff" fill-opacity=".8"/>` +
    `<circle cx="${r1(sx + sw - 26)}" cy="${r1(sy + 42)}" r="8" fill="#fff" fill-opacity=".3"/>` +
    `<rect x="${r1(sx + 16)}" y="${r1(sy + 64)}" width="${r1(sw - 32)}" height="88" rx="12" fill="url(#ban)"/>` +
    `<path d="${star(sx + sw - 56, sy + 108, 26, 11)}" fill="url(#g)"/>` +
    `<rect x="${r1(sx + 30)}" y="${r1(sy + 90)}" width="70" height="12" rx="6" fill="#fff"/><rect x="${r1(sx + 30)}" y="${r1(sy + 112)}" width="46" height="8" rx="4" fill="#fff" fill-opacity=".6"/>`;
  cols.forEach((c, i) => {
    const x = sx + 16 + (i % 2) * (tw + 10);
    const y = sy + 166 + Math.floor(i / 2) * 66;
    s += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(tw)}" height="56" rx="10" fill="${c}"/>` +
      `<circle cx="${r1(x + tw / 2)}" cy="${r1(y + 28)}" r="14" fill="#fff" fill-opacity=".35"/>`;
  });
  s += `<rect x="${r1(sx)}" y="${r1(sy + sh - 44)}" width="${r1(sw)}" height="44" fill="${NAVY}" fill-opacity=".7"/>` +
    [0, 1, 2, 3].map((i) => `<circle cx="${r1(sx + sw * (0.16 + i * 0.227))}" cy="${r1(sy + sh - 22)}" r="7" fill="${i === 0 ? GOLD : '#8b7ad8'}"/>`).join('');
  return s;
}
function appDownload() {
  return svg(
    600,
    500,
    `<rect width="600" height="500" fill="url(#b)"/><circle cx="300" cy="250" r="240" fill="url(#gg)"/>` +
      phone(190, 30, 220, 440, appScreen) +
      coin(110, 120, 30) + coin(492, 380, 26) + chip(480, 130, 28, '#dc2626') +
      `<circle cx="430" cy="250" r="30" fill="#22c55e" stroke="#fff" stroke-width="4"/><path d="M430 234V262M418 252L430 264L442 252" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      sparkle(70, 260, 9) + sparkle(540, 220, 7, GOLD),
    lg('b', [[0, PURPLE], [1, NAVY]]) + lg('scr', [[0, '#2b1a5e'], [1, '#120c33']]) + lg('ban', [[0, '#7c3aed'], [1, '#db2777']], [0, 0, 1, 0]),
  );
}

/* ---------------------------------------------------- 9. badges */
function badge(label) {
  return svg(
    40,
    40,
    `<rect x="7" y="1" width="26" height="38" rx="5" fill="url(#g)"/><rect x="9.5" y="5" width="21" height="28" rx="2" fill="${NAVY}"/>` +
      `<rect x="16" y="2.5" width="8" height="1.4" rx=".7" fill="${NAVY}"/><circle cx="20" cy="36" r="1.6" fill="${NAVY}"/>` +
      T(20, 22.5, label === 'APK' ? 7.6 : 8.4, label, { fill: '#fff' }),
  );
}

/* ---------------------------------------------------- 10. download bonus */
function downloadBonus() {
  const screen = (sx, sy, sw, sh) =>
    `<circle cx="${r1(sx + sw / 2)}" cy="${r1(sy + sh * 0.42)}" r="36" fill="#22c55e"/>` +
    `<path d="M${r1(sx + sw / 2)} ${r1(sy + sh * 0.42 - 18)}v34m-14-14l14 14l14-14" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<rect x="${r1(sx + 20)}" y="${r1(sy + sh * 0.72)}" width="${r1(sw - 40)}" height="12" rx="6" fill="#3b2f7a"/>` +
    `<rect x="${r1(sx + 20)}" y="${r1(sy + sh * 0.72)}" width="${r1((sw - 40) * 0.7)}" height="12" rx="6" fill="url(#g)"/>`;
  const ss = fit('New member download bonus', 340, 28);
  return svg(
    640,
    400,
    `<rect width="640" height="400" fill="url(#b)"/><circle cx="500" cy="200" r="210" fill="url(#gg)"/>` +
      confetti(11, 10, 640, 400, (x, y) => x < 380 || (x > 400 && x < 600 && y > 40 && y < 360)) +
      `<rect x="40" y="102" width="60" height="6" rx="3" fill="${GOLD}"/>` +
      T(36, 210, fit('FREE 100', 340, 100), 'FREE 100', { anchor: 'start', fill: 'url(#g)' }) +
      T(40, 262, ss, 'New member download bonus', { anchor: 'start' }) +
      `<g transform="rotate(8 500 200)">${phone(430, 60, 140, 280, screen)}</g>` +
      coin(410, 320, 26) + coin(600, 90, 20) + coin(612, 300, 16) + sparkle(400, 70, 10) + sparkle(380, 220, 6, GOLD),
    lg('b', [[0, PURPLE], [1, NAVY]], [0, 0, 1, 1]),
  );
}

/* ---------------------------------------------------- 11. secure */
function secure() {
  const SH = 'M240 40L340 78V170C340 236 296 284 240 310C184 284 140 236 140 170V78Z';
  const circuit = (s) =>
    `<g transform="${s}" fill="none" stroke="#4a3d99" stroke-width="3"><path d="M130 120H80L60 100H20M130 180H40M130 240H90L70 260H24"/></g>` +
    `<g transform="${s}" fill="#8b7ad8"><circle cx="20" cy="100" r="5"/><circle cx="40" cy="180" r="5"/><circle cx="24" cy="260" r="5"/></g>`;
  return svg(
    480,
    360,
    `<rect width="480" height="360" fill="url(#b)"/><circle cx="240" cy="175" r="170" fill="url(#gg)"/>` +
      circuit('') + circuit('matrix(-1 0 0 1 480 0)') +
      `<path d="${SH}" fill="url(#g)"/><path d="M240 58L324 90V170C324 226 288 268 240 292C192 268 156 226 156 170V90Z" fill="${INDIGO}"/>` +
      `<path d="M212 158V138a28 28 0 0 1 56 0v20" fill="none" stroke="url(#g)" stroke-width="12"/>` +
      `<rect x="196" y="154" width="88" height="76" rx="12" fill="url(#g)"/><circle cx="240" cy="184" r="10" fill="${INDIGO}"/><rect x="235" y="186" width="10" height="24" rx="4" fill="${INDIGO}"/>` +
      `<circle cx="322" cy="268" r="26" fill="#22c55e" stroke="#fff" stroke-width="4"/><path d="M310 268l8 8l15-16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>` +
      sparkle(110, 60, 9) + sparkle(384, 56, 7, GOLD) + sparkle(400, 310, 6),
    lg('b', [[0, INDIGO], [1, NAVY]]),
  );
}

/* ---------------------------------------------------- 12. why icons */
const WG = lg('w', [[0, '#ffe38a'], [0.5, GOLD], [1, AMBER]], [0, 4, 0, 60], true);
const why = (body) => svg(64, 64, body, WG);
const WHY = {
  entertainment: why(
    `<path transform="translate(0 -4)" fill="url(#w)" fill-rule="evenodd" d="M16 18H48C55 18 59 23 60 30L62 44C63 52 54 56 49 50L43 42H21L15 50C10 56 1 52 2 44L4 30C5 23 9 18 16 18Z` +
      `M15 26H19V30H23V34H19V38H15V34H11V30H15Z${circ(44, 29, 3.2)}${circ(51, 35, 3.2)}"/>`,
  ),
  convenience: why(
    `<rect x="8" y="4" width="28" height="56" rx="6" fill="none" stroke="url(#w)" stroke-width="4"/><path d="M18 10H26" stroke="url(#w)" stroke-width="3" stroke-linecap="round"/>` +
      `<path fill="url(#w)" d="M25 17L14 36H22L19 51L31 30H23L26 17Z"/><circle cx="50" cy="47" r="11" fill="none" stroke="url(#w)" stroke-width="3.5"/><path d="M50 41V47L54 50" fill="none" stroke="url(#w)" stroke-width="3" stroke-linecap="round"/>`,
  ),
  professionality: why(
    `<path fill="url(#w)" d="M20 36L12 60L21 55L26 62L32 44ZM44 36L52 60L43 55L38 62L32 44Z"/>` +
      `<circle cx="32" cy="24" r="20" fill="url(#w)"/><circle cx="32" cy="24" r="14.5" fill="none" stroke="#a86b00" stroke-width="2"/><path d="${star(32, 24.5, 10, 4.2)}" fill="#a86b00"/>`,
  ),
  security: why(
    `<path fill="url(#w)" fill-rule="evenodd" d="M32 3L56 12V32C56 46 45 56 32 61C19 56 8 46 8 32V12ZM32 9L14 16V32C14 43 22 51 32 55C42 51 50 43 50 32V16Z"/>` +
      `<path d="M22 32L29 39L43 24" fill="none" stroke="url(#w)" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

/* ---------------------------------------------------- 13. app icon */
const ICON = svg(
  32,
  32,
  `<rect width="32" height="32" rx="7" fill="${NAVY}"/><circle cx="16" cy="16" r="12" fill="${AMBER}"/>` +
    `<circle cx="16" cy="16" r="9.5" fill="url(#g)" stroke="${DGOLD}"/><path d="${star(16, 16.4, 6.8, 2.9)}" fill="${INDIGO}"/>`,
);

/* ---------------------------------------------------- 14. share image */
function og() {
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="url(#b)"/><circle cx="960" cy="300" r="300" fill="url(#gg)"/>` +
      sparkle(80, 80, 12) + sparkle(1120, 560, 10, GOLD) + sparkle(620, 90, 8) +
      card(900, 300, 120, 170, 'K', 'h', RED, -14) + card(990, 290, 120, 170, 'A', 's', BLK, 10) +
      coin(820, 470, 44) + coin(1110, 150, 34) + chip(1090, 450, 46, '#dc2626') + stack(860, 150, 40, 4) +
      `<rect x="80" y="180" width="90" height="8" rx="4" fill="${GOLD}"/>` +
      T(78, 280, 58, 'The leading online casino', { anchor: 'start' }) +
      T(78, 360, 58, 'in the Philippines', { anchor: 'start', fill: 'url(#g)' }) +
      `<rect x="80" y="530" width="6" height="44" rx="3" fill="${GOLD}"/>` +
      T(100, 560, 26, '21+ only. Play responsibly.', { anchor: 'start', fill: '#e2ddff', weight: 400 }),
    lg('b', [[0, NAVY], [0.6, INDIGO], [1, PURPLE]], [0, 0, 1, 1]),
  );
}

/* ---------------------------------------------------- output */
const files = new Map();
for (const [t, hue, icon] of SLOTS) files.set(`public/images/games/${slug(t)}.svg`, slotThumb(t, hue, icon));
for (const [t, hue, icon] of GRID) files.set(`public/images/grid/${slug(t)}.svg`, gridTile(t, hue, icon));
files.set('public/images/categories/sports-betting.svg', catSports());
files.set('public/images/categories/live-games.svg', catLive());
files.set('public/images/categories/fish-games.svg', catFish());
files.set('public/images/categories/arcade-games.svg', catArcade());
files.set('public/images/promotions/free-100.svg', promo('FREE 100', 'Welcome bonus', giftMotif, 3));
files.set('public/images/promotions/daily-deposit.svg', promo('20%', 'Daily deposit bonus', calMotif, 5));
files.set('public/images/promotions/invite-friends.svg', promo('10%', 'Invite friends bonus', inviteMotif, 9));
files.set('public/images/carousel/register.svg', carouselRegister());
files.set('public/images/carousel/member.svg', carouselMember());
files.set('public/images/welcome.svg', welcome());
files.set('public/images/sabong.svg', sabong());
files.set('public/images/app-download.svg', appDownload());
files.set('public/images/badges/ios.svg', badge('iOS'));
files.set('public/images/badges/android.svg', badge('APK'));
files.set('public/images/download-bonus.svg', downloadBonus());
files.set('public/images/secure.svg', secure());
for (const [k, v] of Object.entries(WHY)) files.set(`public/images/why/${k}.svg`, v);

async function put(rel, data) {
  const abs = path.join(ROOT, rel);
  await mkdir(path.dirname(abs), { recursive: true });
  await writeFile(abs, data);
}

const renderIcon = (size) =>
  sharp(Buffer.from(ICON), { density: (72 * size) / 32 }).resize(size, size).png({ compressionLevel: 9, adaptiveFiltering: true });

async function main() {
  for (const [rel, data] of files) await put(rel, data);

  // The tab icon as PNG (16 CSS px; 48 covers 3x screens), not SVG: Chrome decodes an SVG
  // favicon as a small document on the page's main thread (we traced a 20 ms task per load).
  await put('app/icon.png', await renderIcon(48).png({ palette: true, compressionLevel: 9, effort: 10 }).toBuffer());
  await put('app/apple-icon.png', await renderIcon(180).flatten({ background: NAVY }).toBuffer());
  await put('public/icons/icon-192.png', await renderIcon(192).toBuffer());
  await put('public/icons/icon-512.png', await renderIcon(512).toBuffer());

  // favicon.ico: ICONDIR (6 bytes) + one ICONDIRENTRY (16 bytes) + PNG payload
  const png32 = await renderIcon(32).toBuffer();
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0); // reserved
  head.writeUInt16LE(1, 2); // type: icon
  head.writeUInt16LE(1, 4); // image count
  head.writeUInt8(32, 6); // width
  head.writeUInt8(32, 7); // height
  head.writeUInt8(0, 8); // palette size
  head.writeUInt8(0, 9); // reserved
  head.writeUInt16LE(1, 10); // colour planes
  head.writeUInt16LE(32, 12); // bits per pixel
  head.writeUInt32LE(png32.length, 14); // payload size
  head.writeUInt32LE(22, 18); // payload offset
  await put('public/favicon.ico', Buffer.concat([head, png32]));

  const ogPng = await sharp(Buffer.from(og()))
    .png({ palette: true, colours: 256, dither: 0.6, compressionLevel: 9, effort: 10 })
    .toBuffer();
  await put('public/og.png', ogPng);

  console.log(`make-art: wrote ${files.size + 6} files`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
