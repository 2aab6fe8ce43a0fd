#!/usr/bin/env node
// Paint first, then hydrate. Next puts its bootstrap chunks in <head> as <script async>: they
// download alongside the stylesheet and, wherever they arrive before the stylesheet is in (a
// fast connection, a repeat visit from cache), they run 100+ ms of React on the main thread
// before anything is on screen. Our pages are complete static HTML, so nothing on them needs
// JavaScript to appear. This step takes those tags out of every exported page and starts the same
// chunks from one small inline script at the end of <body>, in the task after the first frame
// (requestAnimationFrame, then setTimeout). They were async, unordered scripts and still are.
// Next's <link rel="preload" as="script"> for its entry chunk goes too: before the first paint,
// the HTML and the stylesheet get the connection to themselves. (Lighthouse agrees: with the
// preload left in, its simulated LCP on /slots was 1,051 ms against an FCP of 806 ms; without
// it the two are equal.) A tab opened in the background paints no frame, so a timer starts the
// scripts there too.
//
//   node scripts/paint-first.mjs [dir=out]      idempotent; exits 1 if a page has no chunks
import fs from 'node:fs/promises';
import path from 'node:path';

const CHUNK_TAG = /<script src="(\/_next\/static\/chunks\/[^"?#]+\.js)" async=""><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="\/_next\/static\/chunks\/[^"]+"\/>/g;
const MARKER = 'paint-first';
/** Starts the scripts anyway when no frame comes (a background tab) within this time. */
export const FALLBACK_MS = 1000;

export function loaderScript(srcs) {
  return (
    `<script>/*${MARKER}*/(function(s){var d=0;function go(){if(d)return;d=1;` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(srcs)})</script>`
  );
}

/**
 * Moves Next's async chunk tags of one page into the after-first-paint loader and drops its
 * script preloads.
 * Returns { html, srcs }; srcs is empty when the page was already done or has no chunks.
 */
export function paintFirst(html) {
  if (html.includes(`/*${MARKER}*/`)) return { html, srcs: [] };
  const srcs = [];
  const stripped = html
    .replace(CHUNK_TAG, (_, src) => {
      if (!srcs.includes(src)) srcs.push(src);
      return '';
    })
    .replace(CHUNK_PRELOAD, '');
  if (srcs.length === 0) return { html, srcs };
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the loader before');
  return { html: stripped.slice(0, end) + loaderScript(srcs) + stripped.slice(end), srcs };
}

async function main(dir) {
  const root = path.resolve(dir);
  const pages = (await fs.readdir(root, { recursive: true })).filter((f) => f.endsWith('.html'));
  const missing = [];
  let moved = 0;
  for (const page of pages) {
    const file = path.join(root, page);
    const before = await fs.readFile(file, 'utf8');
    const { html, srcs } = paintFirst(before);
    if (html === before) {
      if (!before.includes(`/*${MARKER}*/`)) missing.push(page);
      continue;
    }
    await fs.writeFile(file, html);
    moved += srcs.length;
  }
  if (missing.length) {
    console.error(
      `paint-first: no <script src="/_next/static/chunks/…" async> in ${missing.join(', ')}. ` +
        'Next changed how it writes its bootstrap scripts: update CHUNK_TAG in scripts/paint-first.mjs.',
    );
    process.exit(1);
  }
  console.log(`paint-first: ${pages.length} pages, ${moved} chunk tags moved after the first paint`);
}

// Also imported by the unit tests, where there is nothing to run.
if (path.basename(process.argv[1] ?? '') === 'paint-first.mjs') {
  main(process.argv[2] ?? 'out').catch((error) => {
    console.error(`paint-first: ${error.message}`);
    process.exit(1);
  });
}
