import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { MIN_COMPRESS_SIZE, precompress } from '@/hosting/precompress';

describe('precompress', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('leaves no sibling of an older build: every .br and .gz is the file as it is now, or absent', async () => {
    const old = Buffer.from('// an older, larger script\n'.repeat(100));
    const oldSiblings = (file: string) => {
      writeFileSync(path.join(root, `${file}.br`), zlib.brotliCompressSync(old));
      writeFileSync(path.join(root, `${file}.gz`), zlib.gzipSync(old));
    };
    // now too small to compress
    writeFileSync(path.join(root, 'analytics.js'), '// analytics disabled\n');
    oldSiblings('analytics.js');
    // now incompressible: random bytes, which no compressor makes smaller
    writeFileSync(path.join(root, 'data.json'), randomBytes(4 * MIN_COMPRESS_SIZE));
    oldSiblings('data.json');
    // gone
    oldSiblings('removed.css');
    // still compressible: rewritten from the new bytes
    const page = Buffer.from('<p>the page as it is now</p>\n'.repeat(50));
    writeFileSync(path.join(root, 'index.html'), page);
    oldSiblings('index.html');

    await precompress(root);

    for (const file of ['analytics.js', 'data.json', 'removed.css']) {
      for (const ext of ['.br', '.gz']) expect(existsSync(path.join(root, `${file}${ext}`))).toBe(false);
    }
    expect(zlib.brotliDecompressSync(readFileSync(path.join(root, 'index.html.br'))).equals(page)).toBe(true);
    expect(zlib.gunzipSync(readFileSync(path.join(root, 'index.html.gz'))).equals(page)).toBe(true);
  });
});
