// A small fake Next export (same shape as out/) for tests that must not depend on a build.
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const FIXTURE_ROUTES = Object.freeze(['/', '/slots', '/sabong', '/live-games', '/sports-betting', '/sign-up']);
export const FIXTURE_JS = '/_next/static/chunks/main-app-0f1e2d3c4b5a6978.js';
export const FIXTURE_CSS = '/_next/static/css/app-8a7b6c5d4e3f2a1b.css';
export const FIXTURE_MARKER_404 = 'FIXTURE-NOT-FOUND-PAGE';

// 1×1 transparent PNG
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function page(route: string, { title, body, styleAttr = false }: { title: string; body: string; styleAttr?: boolean }): string {
  const nav = FIXTURE_ROUTES.map((r) => `<a href="${r}">${r === '/' ? 'Home' : r.slice(1)}</a>`).join('');
  const filler = `<p>${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8)}</p>`;
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    `<link rel="stylesheet" href="${FIXTURE_CSS}"/>`,
    `<script src="${FIXTURE_JS}" async=""></script>`,
    `<title>${title}</title></head><body>`,
    `<nav>${nav}</nav><main${styleAttr ? ' style="min-height:10px"' : ''}><h1>${title}</h1>${body}${filler}`,
    '<img src="/images/hero.svg" alt="" width="10" height="10"/><img src="/images/logo.png" alt="" width="1" height="1"/></main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,${JSON.stringify(`0:{"route":"${route}"}\n`)}])</script>`,
    '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Fixture"}</script>',
    '</body></html>',
  ].join('');
}

/** Writes the fixture export into `dir` (a new temp dir when omitted) and returns its path. */
/** A symlink in the fixture's root to a directory outside it, and a file there that must never be served. */
export const FIXTURE_LINK = 'linked-outside';
export const FIXTURE_SECRET = 'secret.txt';

export function createFixture(dir: string = mkdtempSync(path.join(os.tmpdir(), 'site-fixture-'))): string {
  const write = (rel: string, content: string | Buffer) => {
    const abs = path.join(dir, rel);
    mkdirSync(path.dirname(abs), { recursive: true });
    writeFileSync(abs, content);
  };
  for (const route of FIXTURE_ROUTES) {
    const name = route === '/' ? 'index' : route.slice(1);
    write(`${name}.html`, page(route, { title: `Fixture ${route}`, body: `<p>route ${route}</p>`, styleAttr: route === '/sabong' }));
    write(`${name}.txt`, `0:{"route":"${route}"}\n`);
    if (route !== '/') {
      write(`${name}/__next._full.txt`, `0:{"full":"${route}"}\n`);
      write(`${name}/__next._tree.txt`, `0:{"tree":"${route}"}\n`);
      // Next 16 segment payloads: names with `!` and `$` (route groups, dynamic segments)
      write(`${name}/__next.!KHNpdGUp.$d$offering.__PAGE__.txt`, `0:{"segment":"${route}"}\n`);
    }
  }
  const notFound = page('/_not-found', { title: '404: Not Found', body: `<p>${FIXTURE_MARKER_404}</p>` });
  write('404.html', notFound);
  write('_not-found.html', notFound);
  write('_not-found.txt', '0:{"route":"/_not-found"}\n');
  write('__next.__PAGE__.txt', '0:{"page":"/"}\n');
  write(FIXTURE_JS.slice(1), `/* fixture chunk */\n${'(self.webpackChunk=self.webpackChunk||[]).push([[1],{1:function(){}}]);\n'.repeat(40)}`);
  write('_next/static/fixtureBuildId/_buildManifest.js', 'self.__BUILD_MANIFEST={};self.__BUILD_MANIFEST_CB&&self.__BUILD_MANIFEST_CB();');
  write(FIXTURE_CSS.slice(1), `${'body{margin:0;font-family:system-ui,sans-serif}\n'.repeat(20)}`);
  write('images/hero.svg', `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${'<rect width="10" height="10" fill="#123456"/>'.repeat(10)}</svg>\n`);
  write('images/logo.png', PNG);
  const outside = mkdtempSync(path.join(os.tmpdir(), 'site-fixture-outside-'));
  writeFileSync(path.join(outside, FIXTURE_SECRET), 'not for the web\n');
  symlinkSync(outside, path.join(dir, FIXTURE_LINK), 'dir');
  // What the image build step makes (scripts/build-images.ts); the bytes only need a type.
  write('img/hero.20.avif', Buffer.alloc(64, 1));
  write('img/hero.20.webp', Buffer.alloc(64, 2));
  write('favicon.ico', Buffer.concat([Buffer.from([0, 0, 1, 0, 1, 0]), Buffer.alloc(400, 7)]));
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return dir;
}
