// The contract with Next's private output (scripts/rewrites/next-export.ts), on the real export this
// run built: every rewrite found what it reads. Next writes its chunks under _next/static/chunks/ (each
// one now carries the compile hint), loads them from <script async> tags matching CHUNK_URL (each page's
// now sit in the paint-first loader, and exist), and carries its payload in attribute-less
// self.__next_f scripts (one a page once joined). A Next that writes any of these another way stops the
// build at the rewrite that reads it; this spec fails if a rewrite ever passes without doing its work.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { listFiles, listPages } from '../hosting/export-files';
import { HINT } from '../scripts/rewrites/compile-hints';
import { payloadScripts } from '../scripts/rewrites/join-scripts';
import { CHUNK_URL, CHUNKS } from '../scripts/rewrites/next-export';

const OUT = path.join(__dirname, '..', 'out');
const pages = listPages(OUT);
const html = (file: string) => readFileSync(path.join(OUT, file), 'utf8');

test('the chunks are where CHUNK_URL says, each with the compile hint', () => {
  const chunks = listFiles(path.join(OUT, CHUNKS)).filter((file) => file.endsWith('.js'));
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    expect(`/${CHUNKS}/${chunk}`).toMatch(CHUNK_URL);
    expect(readFileSync(path.join(OUT, CHUNKS, chunk), 'utf8').startsWith(HINT), chunk).toBe(true);
  }
});

test('every page loads its chunks from the paint-first loader only, and each one it names exists', () => {
  expect(pages.length).toBeGreaterThan(5);
  for (const { file } of pages) {
    const page = html(file);
    // The noModule polyfills stay: browsers that run modules never load them.
    const tags = [...page.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => /\basync\b/.test(tag) && CHUNK_URL.test(/\bsrc="([^"]+)"/.exec(tag)?.[1] ?? ''));
    expect(tags, `${file}: async chunk tags left for Next's own loading`).toEqual([]);
    const loader = /\/\*paint-first\*\/.*\}\)\((\[[^\]]*\])\)<\/script>/.exec(page);
    expect(loader, `${file}: the paint-first loader`).not.toBeNull();
    const srcs = JSON.parse(loader![1]!) as string[];
    expect(srcs.length, file).toBeGreaterThan(0);
    for (const src of srcs) {
      expect(src).toMatch(CHUNK_URL);
      expect(existsSync(path.join(OUT, decodeURI(new URL(src, 'http://x').pathname))), `${file}: ${src}`).toBe(true);
    }
  }
});

test('every page carries its payload in one self.__next_f script, joined', () => {
  for (const { file } of pages) {
    const payload = payloadScripts(html(file));
    expect(payload, file).toHaveLength(1);
    expect(payload[0]!.text).toContain('self.__next_f.push([1,');
  }
});
