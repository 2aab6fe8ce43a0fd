/** @jest-environment node */
// Saves never lose a file: killed half way, failing, or two at once, the file is the old one or the new one, whole.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeLeftovers, serially, writeFileAtomic, writeFileAtomicSync } from '../scripts/atomic-write';
import { TSX_NODE_ARGS } from '../test-support/site-process';

const ROOT = path.join(__dirname, '..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const OLD = `${JSON.stringify({ dailyDepositBonusPercent: 20 }, null, 2)}\n`;
const asides = () => readdirSync(dir).filter((name) => name.endsWith('.saving'));

test('writes the whole file and leaves nothing aside', async () => {
  const file = path.join(dir, 'claims.json');
  writeFileSync(file, OLD);
  await writeFileAtomic(file, '{"a":1}\n');
  writeFileAtomicSync(path.join(dir, 'b.png'), Buffer.from([1, 2, 3]));
  expect(readFileSync(file, 'utf8')).toBe('{"a":1}\n');
  expect([...readFileSync(path.join(dir, 'b.png'))]).toEqual([1, 2, 3]);
  expect(asides()).toEqual([]);
});

test('a write that fails (here: the name is a folder) leaves the old one whole and nothing aside', async () => {
  const folder = path.join(dir, 'claims.json');
  mkdirSync(folder);
  writeFileSync(path.join(folder, 'inside'), 'kept');
  await expect(writeFileAtomic(folder, 'new')).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
  expect(() => writeFileAtomicSync(folder, 'new')).toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
  expect(readFileSync(path.join(folder, 'inside'), 'utf8')).toBe('kept');
  expect(asides()).toEqual([]);
});

test('a process group killed in the middle of writing a large file leaves the old file whole; the aside file is known and removed', async () => {
  const file = path.join(dir, 'claims.json');
  writeFileSync(file, OLD);
  const size = 384 * 1024 * 1024; // long enough to write and flush that the kill lands in the middle
  const script = `require(${JSON.stringify(path.join(ROOT, 'scripts', 'atomic-write.ts'))}).writeFileAtomic(${JSON.stringify(file)}, Buffer.alloc(${size}, 120))`;
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, '-e', script], { detached: true, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  let aside: string | undefined;
  for (const start = Date.now(); !aside && Date.now() - start < 60_000; await new Promise((resolve) => setTimeout(resolve, 2))) {
    aside = asides().find((name) => statSync(path.join(dir, name), { throwIfNoEntry: false })?.size);
  }
  expect(aside).toMatch(/^\.claims\.json\.[0-9a-f]{12}\.saving$/);
  const writtenWhenKilled = statSync(path.join(dir, aside!)).size;
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
  expect(writtenWhenKilled).toBeLessThan(size);
  expect(readFileSync(file, 'utf8')).toBe(OLD);
  expect(removeLeftovers(dir)).toEqual([path.join(dir, aside!)]);
  expect(readdirSync(dir)).toEqual(['claims.json']);
}, 90_000);

test('removeLeftovers removes only aside files, in every folder below', () => {
  mkdirSync(path.join(dir, 'art'));
  for (const name of ['hero.webp', '.hero.webp.0123456789ab.saving', 'art/.a.png.abcdefabcdef.saving', '.keep', 'x.saving', '.y.saving']) writeFileSync(path.join(dir, name), 'x');
  expect(removeLeftovers(dir).sort()).toEqual([path.join(dir, '.hero.webp.0123456789ab.saving'), path.join(dir, 'art', '.a.png.abcdefabcdef.saving')]);
  expect(readdirSync(dir).sort()).toEqual(['.keep', '.y.saving', 'art', 'hero.webp', 'x.saving']);
  expect(removeLeftovers(path.join(dir, 'missing'))).toEqual([]);
});

test('serially: two saves of one file run one after the other, in order, and a failing one does not stop the next', async () => {
  const file = path.join(dir, 'games.json');
  const queue = serially();
  const log: string[] = [];
  const save = (name: string, bytes: number, fail = false) =>
    queue(async () => {
      log.push(`start ${name}`);
      await writeFileAtomic(file, Buffer.alloc(bytes, name));
      log.push(`end ${name}`);
      if (fail) throw new Error(`${name} failed`);
    });
  const results = await Promise.allSettled([save('a', 32 * 1024 * 1024, true), save('b', 1024), save('c', 16 * 1024 * 1024)]);
  expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  expect(readFileSync(file).equals(Buffer.alloc(16 * 1024 * 1024, 'c'))).toBe(true);
  expect(existsSync(file) && asides()).toEqual([]);
});
