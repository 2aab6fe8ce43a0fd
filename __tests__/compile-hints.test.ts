/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AnyMap, TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { HINT, chunksWithIntegrity, shiftedMap, sourceMapOf, withHint } from '../scripts/rewrites/compile-hints';

// A real map of a two-line chunk: each generated line starts at the same line of app.ts.
const JS = 'var a=1;\nvar b=2;\n//# sourceMappingURL=app.js.map';
const MAP = JSON.stringify({ version: 3, sources: ['app.ts'], names: [], mappings: 'AAAA;AACA' });

const originalLine = (map: TraceMap, line: number) => originalPositionFor(map, { line, column: 0 }).line;

describe('withHint', () => {
  test('puts the hint on the first line, once', () => {
    const hinted = withHint(JS);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(HINT.length)).toBe(JS);
    expect(withHint(hinted)).toBe(hinted);
  });
});

describe('shiftedMap', () => {
  test('a plain map: every generated line still maps to its source line, one line down', () => {
    const before = new TraceMap(MAP);
    const after = new TraceMap(shiftedMap(MAP));
    expect([originalLine(before, 1), originalLine(before, 2)]).toEqual([1, 2]);
    expect([originalLine(after, 1), originalLine(after, 2), originalLine(after, 3)]).toEqual([null, 1, 2]);
  });

  test('an index map (Turbopack writes these): its sections move down one line', () => {
    const index = JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: JSON.parse(MAP) }] });
    const after = AnyMap(shiftedMap(index));
    expect([originalLine(after, 1), originalLine(after, 2)]).toEqual([null, 1]);
  });

  test('a map with neither mappings nor sections is an error', () => {
    expect(() => shiftedMap('{"version":3}')).toThrow('neither "mappings" nor "sections"');
  });
});

describe('sourceMapOf', () => {
  test('the file the last sourceMappingURL comment names', () => {
    expect(sourceMapOf(JS)).toBe('app.js.map');
    expect(sourceMapOf('x()\n//# sourceMappingURL=maps/a%20b.js.map?v=1\n')).toBe('maps/a b.js.map');
    expect(sourceMapOf('var a=1;')).toBeNull();
  });

  test('an inline map cannot be shifted in place: an error that says so', () => {
    expect(() => sourceMapOf('x()\n//# sourceMappingURL=data:application/json;base64,e30=')).toThrow('inline source map');
  });
});

test('chunksWithIntegrity: the chunk tags whose hash the hint would break', () => {
  const html =
    '<head><script src="/_next/static/chunks/a.js" integrity="sha384-x" async></script>' +
    '<link rel="preload" as="script" href="/_next/static/chunks/b.js" integrity="sha384-y">' +
    '<script src="/_next/static/chunks/c.js" async></script><script src="/other.js" integrity="sha384-z"></script></head>';
  expect(chunksWithIntegrity(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
});

describe('the step on an export directory', () => {
  let dir: string;
  const chunks = () => path.join(dir, '_next/static/chunks');
  const run = () => execFileSync(process.execPath, ['--import', 'tsx', path.join(__dirname, '../scripts/rewrites/compile-hints.ts'), dir], { encoding: 'utf8', stdio: 'pipe' });

  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(chunks(), 'pages'), { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), '<html><head><script src="/_next/static/chunks/app.js" async></script></head><body></body></html>');
    writeFileSync(path.join(chunks(), 'app.js'), JS);
    writeFileSync(path.join(chunks(), 'app.js.map'), MAP);
    writeFileSync(path.join(chunks(), 'pages', 'b.js'), 'var b;');
    writeFileSync(path.join(chunks(), 'app.css'), 'a{}');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('marks every chunk, shifts its map, and a second run changes nothing', () => {
    expect(run()).toContain('2 of 2 chunks marked');
    expect(readFileSync(path.join(chunks(), 'app.js'), 'utf8')).toBe(HINT + JS);
    expect(readFileSync(path.join(chunks(), 'pages', 'b.js'), 'utf8')).toBe(`${HINT}var b;`);
    expect(readFileSync(path.join(chunks(), 'app.css'), 'utf8')).toBe('a{}');
    expect(originalLine(new TraceMap(readFileSync(path.join(chunks(), 'app.js.map'), 'utf8')), 2)).toBe(1);

    expect(run()).toContain('0 of 2 chunks marked');
    expect(originalLine(new TraceMap(readFileSync(path.join(chunks(), 'app.js.map'), 'utf8')), 2)).toBe(1);
  });

  test('a page with integrity hashes stops it before any chunk is touched', () => {
    writeFileSync(path.join(dir, 'index.html'), '<script src="/_next/static/chunks/app.js" integrity="sha384-abc" async></script>');
    expect(run).toThrow(/index\.html loads \/_next\/static\/chunks\/app\.js with an integrity hash/);
    expect(readFileSync(path.join(chunks(), 'app.js'), 'utf8')).toBe(JS);
  });
});
