// Paint first, then hydrate. Next puts its bootstrap chunks in <head> as <script async> plus a
// preload: they download alongside the stylesheet and, wherever they arrive before it (a fast
// connection, a repeat visit from cache), React runs on the main thread before anything is on
// screen. Our pages are complete static HTML, so nothing on them needs JavaScript to appear.
// This step takes those tags out of every exported page and loads the same chunks from one small
// inline script at the end of <body>, once the first contentful paint is on screen (the 'paint'
// PerformanceObserver entry, which arrives after the frame is presented; where that API is
// missing, after the first frame: requestAnimationFrame, then setTimeout). Waiting for the frame
// alone was not enough on the long home page: its first paint was presented after the loader had
// started fetching, and Lighthouse's simulation then put 115 KB of JavaScript ahead of the paint
// (home FCP 1,021-1,476 ms and LCP 1,268-2,045 ms over three runs):
//   1. it preloads every chunk, in parallel;
//   2. once all are in, it adds the <script async> tags largest first. Turbopack starts the app
//      when the last chunk it waits for registers, so this way the app starts in a short task
//      of its own instead of inside the 30 ms evaluation of the 229 KB React chunk (Lighthouse's
//      simulated TBT on the home page: median 105 ms before, 64 ms after, same run).
// Each tag is added in a task of its own: starting a fetch costs 1-8 ms of main thread here, and
// seven in one task made a long task. The scripts are still async and unordered, as Next wrote
// them, so any order works: browsers without preload, a preload that fails, or one still
// running after RUN_FALLBACK_MS just get the tags at once. (Dropping Next's preload also fixed
// Lighthouse's LCP: with it, the simulated LCP on /slots was 1,051 ms against an FCP of 806 ms;
// without, the two are equal.) A tab opened in the background paints no frame, so a timer
// starts the loader there too.
//
//   tsx scripts/rewrites/paint-first.ts [dir=out]      idempotent; exits 1 if a page has no chunks
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listPages } from '../../hosting/export-files';
import { CHUNK_URL } from './next-export';

/** Attributes the loader does not carry over: a chunk tag with one of them stops the build. */
const NOT_CARRIED = ['integrity', 'nonce', 'crossorigin'];
const MARKER = 'paint-first';
/** Starts the loader anyway when no paint comes (a background tab, a blank page) within this time. */
export const FALLBACK_MS = 1000;
/** Adds the script tags anyway when the preloads have not all settled within this time. */
export const RUN_FALLBACK_MS = 10000;

export function loaderScript(srcs: string[]): string {
  return (
    `<script>/*${MARKER}*/(function(s){var started=0,left=s.length;` +
    `function add(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)}` +
    `function run(){if(left<0)return;left=-1;s.forEach(function(u){setTimeout(add,0,u)})}` +
    `function pre(u){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=u;` +
    `l.onload=l.onerror=function(){if(--left===0)run()};document.head.appendChild(l)}` +
    `function canPreload(){try{return document.createElement("link").relList.supports("preload")}catch(e){return false}}` +
    `function go(){if(started)return;started=1;if(!canPreload())return run();` +
    `s.forEach(function(u){setTimeout(pre,0,u)});setTimeout(run,${RUN_FALLBACK_MS})}` +
    `function later(){setTimeout(go,0)}` +
    `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}})` +
    `.observe({type:"paint",buffered:true})}catch(e){requestAnimationFrame(later)}` +
    `setTimeout(go,${FALLBACK_MS})})(${JSON.stringify(srcs)})</script>`
  );
}

/**
 * Moves Next's async chunk tags of one page into the after-first-paint loader and drops its
 * script preloads. `sizeOf(src)` gives a chunk's size in bytes: the loader runs them largest first.
 * Returns { html, srcs } with srcs in the loader's order; empty when the page was already done or has no chunks.
 */
export function paintFirst(html: string, sizeOf: (src: string) => number = () => 0): { html: string; srcs: string[] } {
  if (html.includes(`/*${MARKER}*/`)) return { html, srcs: [] };
  // Read with an HTML parser: attribute order, quoting and extra attributes do not matter.
  const cuts: [number, number][] = [];
  const found: string[] = [];
  let script: { start: number; src: string } | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'script' && 'async' in attributes && CHUNK_URL.test(attributes.src ?? '')) {
        const dropped = NOT_CARRIED.filter((attribute) => attribute in attributes);
        if (dropped.length) throw new Error(`${attributes.src} carries ${dropped.join(', ')}, which the paint-first loader would drop`);
        script = { start: parser.startIndex, src: attributes.src ?? '' };
      } else if (name === 'link' && attributes.rel === 'preload' && attributes.as === 'script' && CHUNK_URL.test(attributes.href ?? '')) {
        cuts.push([parser.startIndex, parser.endIndex + 1]);
      }
    },
    onclosetag(name) {
      if (name !== 'script' || !script) return;
      cuts.push([script.start, parser.endIndex + 1]);
      if (!found.includes(script.src)) found.push(script.src);
      script = null;
    },
  });
  parser.end(html);
  if (found.length === 0) return { html, srcs: [] };
  let stripped = html;
  for (const [start, end] of cuts.sort((x, y) => y[0] - x[0])) stripped = stripped.slice(0, start) + stripped.slice(end);
  const end = stripped.lastIndexOf('</body>');
  if (end === -1) throw new Error('no </body> to put the loader before');
  const srcs = found
    .map((src) => ({ src, size: sizeOf(src) }))
    .sort((a, b) => b.size - a.size)
    .map(({ src }) => src);
  return { html: stripped.slice(0, end) + loaderScript(srcs) + stripped.slice(end), srcs };
}

async function main(dir: string) {
  const root = path.resolve(dir);
  const pages = listPages(root).map(({ file }) => file);
  const missing: string[] = [];
  let moved = 0;
  for (const page of pages) {
    const file = path.join(root, page);
    const before = await fs.readFile(file, 'utf8');
    const { html, srcs } = paintFirst(before, (src) => statSync(path.join(root, src.slice(src.indexOf('/_next/')).replace(/[?#].*$/, ''))).size);
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
        'Next changed how it writes its bootstrap scripts: update paintFirst() in scripts/rewrites/paint-first.ts.',
    );
    process.exit(1);
  }
  console.log(`paint-first: ${pages.length} pages, ${moved} chunk tags moved after the first paint`);
}

// Also imported by the unit tests, where there is nothing to run.
if (require.main === module) {
  main(process.argv[2] ?? 'out').catch((error) => {
    console.error(`paint-first: ${error.message}`);
    process.exit(1);
  });
}
