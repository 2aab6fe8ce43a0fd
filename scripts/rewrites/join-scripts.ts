// One inline script for Next's payload. Next writes a page's RSC payload as a row of inline
// `self.__next_f.push(…)` scripts of about 20 KB each, so a page's script count, and with it its
// Content-Security-Policy (one SHA-256 hash per inline script), grows with its content: with 500
// games the home page had 47 of them and its policy no longer fitted a Cloudflare Pages `_headers`
// line. This step joins each row of adjacent payload scripts into one script that runs the same
// statements in the same order, so a page needs one hash for its payload however long it is.
// Only the payload is joined: those scripts only fill the `self.__next_f` array that Next's chunks
// read once they load (after the first paint, scripts/rewrites/paint-first.ts), so nothing runs between them.
//
//   tsx scripts/rewrites/join-scripts.ts [dir=out]      idempotent
import fs from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';
import { listPages } from '../../hosting/export-files';
import { PAYLOAD } from './next-export';

/** The attribute-less inline scripts of a page that hold Next's payload, with where each starts and ends. */
export function payloadScripts(html: string): { start: number; end: number; text: string }[] {
  const scripts: { start: number; end: number; text: string }[] = [];
  let open: { start: number; text: string } | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'script' && Object.keys(attributes).length === 0) open = { start: parser.startIndex, text: '' };
      },
      ontext(chunk) {
        if (open) open.text += chunk;
      },
      onclosetag(name) {
        if (name !== 'script' || !open) return;
        if (PAYLOAD.test(open.text)) scripts.push({ start: open.start, end: parser.endIndex + 1, text: open.text });
        open = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return scripts;
}

/** Each row of adjacent payload scripts (nothing but white space between them) joined into one. Returns the page and how many scripts it lost. */
export function joinScripts(html: string): { html: string; removed: number } {
  const rows: { start: number; end: number; texts: string[] }[] = [];
  for (const script of payloadScripts(html)) {
    const row = rows.at(-1);
    if (row && html.slice(row.end, script.start).trim() === '') {
      row.end = script.end;
      row.texts.push(script.text);
    } else {
      rows.push({ start: script.start, end: script.end, texts: [script.text] });
    }
  }
  let joined = html;
  let removed = 0;
  for (const row of rows.reverse()) {
    if (row.texts.length < 2) continue;
    // A new line before each `;`: a script ending in a // comment cannot swallow the separator.
    joined = `${joined.slice(0, row.start)}<script>${row.texts.join('\n;')}</script>${joined.slice(row.end)}`;
    removed += row.texts.length - 1;
  }
  return { html: joined, removed };
}

/**
 * Joins the payload scripts of every page of the export in `dir`; returns the pages and the scripts
 * removed. Every page must end with exactly one: if Next writes its payload another way (an attribute
 * on the tags, a gap between them), this stops the build rather than quietly leaving them apart.
 */
export async function joinScriptsIn(dir: string): Promise<{ pages: number; removed: number }> {
  const pages = listPages(dir);
  let removed = 0;
  const misshapen: string[] = [];
  for (const { file } of pages) {
    const abs = path.join(dir, file);
    const result = joinScripts(await fs.readFile(abs, 'utf8'));
    const left = payloadScripts(result.html).length;
    if (left !== 1) misshapen.push(`${file} (${left})`);
    if (result.removed === 0) continue;
    await fs.writeFile(abs, result.html);
    removed += result.removed;
  }
  if (misshapen.length) {
    throw new Error(
      `join-scripts: not one attribute-less <script>self.__next_f…</script> row in ${misshapen.join(', ')}. ` +
        'Next changed how it writes its payload: update payloadScripts() in scripts/rewrites/join-scripts.ts.',
    );
  }
  return { pages: pages.length, removed };
}

// Also imported by the build and the unit tests, where there is nothing to run.
if (require.main === module) {
  joinScriptsIn(process.argv[2] ?? 'out')
    .then(({ pages, removed }) => console.log(`join-scripts: ${pages} pages, ${removed} fewer inline scripts`))
    .catch((error: Error) => {
      console.error(`join-scripts: ${error.message}`);
      process.exit(1);
    });
}
