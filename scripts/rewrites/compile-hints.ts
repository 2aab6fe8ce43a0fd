// Compile Next's chunks off the main thread. V8 compiles a function lazily, on the main thread, the
// first time it runs; `//# allFunctionsCalledOnLoad` as a script's first line (V8's explicit compile
// hint, Chrome 136+, https://v8.dev/blog/explicit-compile-hints) has it compile every function
// eagerly instead, on the background thread that already parses the script while it downloads.
// Next's chunks run almost all of their code when the app starts, so hydration stops paying for
// compiling it in long tasks. Other engines read the line as a comment. What it buys is measured in
// the README (`npm run bench -- --compare`).
//
// The extra line would shift a source map by one line: a chunk's map (its `//# sourceMappingURL`
// file) is shifted with it. Subresource integrity hashes would no longer match: a page that
// carries them stops the step.
//
//   tsx scripts/rewrites/compile-hints.ts [dir=out]      idempotent
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listFiles, listPages } from '../../hosting/export-files';
import { CHUNK_URL, CHUNKS } from './next-export';

export const HINT = '//# allFunctionsCalledOnLoad\n';

export function withHint(js: string): string {
  return js.startsWith(HINT) ? js : HINT + js;
}

/** The source map of a script moved down one line: a plain map gets an empty first line, an index map moves its sections. */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings?: string; sections?: { offset: { line: number; column: number } }[] };
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else if (typeof map.mappings === 'string') map.mappings = `;${map.mappings}`;
  else throw new Error('neither "mappings" nor "sections"');
  return JSON.stringify(map);
}

/** The file a script's last `//# sourceMappingURL=` names, relative to the script; null when there is none. */
export function sourceMapOf(js: string): string | null {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(js)?.[1];
  if (!url) return null;
  if (url.startsWith('data:')) throw new Error('an inline source map (a data: URL), which this step cannot shift: emit maps as files');
  return decodeURIComponent(url.replace(/[?#].*$/, ''));
}

/** Chunk URLs a page loads with an `integrity` attribute: the hint would change their hash. */
export function chunksWithIntegrity(html: string): string[] {
  const found: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const url = name === 'script' ? attributes.src : name === 'link' ? attributes.href : undefined;
      if (url && 'integrity' in attributes && CHUNK_URL.test(url)) found.push(url);
    },
  });
  parser.end(html);
  return found;
}

async function main(dir: string) {
  const root = path.resolve(dir);
  for (const { file } of listPages(root)) {
    const signed = chunksWithIntegrity(await fs.readFile(path.join(root, file), 'utf8'));
    if (signed.length) {
      throw new Error(`${file} loads ${signed[0]} with an integrity hash, which the hint would break: turn off experimental.sri or this step`);
    }
  }
  const chunks = listFiles(path.join(root, CHUNKS)).filter((f) => f.endsWith('.js'));
  let marked = 0;
  for (const chunk of chunks) {
    const file = path.join(root, CHUNKS, chunk);
    const js = await fs.readFile(file, 'utf8');
    if (js.startsWith(HINT)) continue;
    let map: string | null;
    try {
      map = sourceMapOf(js);
    } catch (error) {
      throw new Error(`${CHUNKS}/${chunk} has ${(error as Error).message}`);
    }
    if (map) {
      const mapFile = path.resolve(path.dirname(file), map);
      if (existsSync(mapFile)) await fs.writeFile(mapFile, shiftedMap(await fs.readFile(mapFile, 'utf8')));
    }
    await fs.writeFile(file, withHint(js));
    marked += 1;
  }
  if (chunks.length === 0) throw new Error(`no chunks in ${path.join(dir, CHUNKS)}`);
  console.log(`compile-hints: ${marked} of ${chunks.length} chunks marked`);
}

// Also imported by the unit tests, where there is nothing to run.
if (require.main === module) {
  main(process.argv[2] ?? 'out').catch((error: Error) => {
    console.error(`compile-hints: ${error.message}`);
    process.exit(1);
  });
}
