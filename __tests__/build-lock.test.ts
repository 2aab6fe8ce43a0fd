/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lockPath, takeBuildLock } from '../scripts/build-lock';

let root: string;
beforeEach(() => (root = mkdtempSync(path.join(os.tmpdir(), 'build-lock-'))));
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the build lock (one build at a time in a project folder)', () => {
  test('a second build while the first holds it stops with one line; after the first, the next one runs', async () => {
    const release = await takeBuildLock(root);
    await expect(takeBuildLock(root)).rejects.toThrow('another build is running in this folder (.staging/build.lock): wait for it to end, then build again');
    await release();
    const next = await takeBuildLock(root);
    await next();
  });

  test('of builds started at the same moment exactly one runs', async () => {
    const attempts = await Promise.allSettled(Array.from({ length: 8 }, () => takeBuildLock(root)));
    const taken = attempts.filter((attempt) => attempt.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    await (taken[0] as PromiseFulfilledResult<() => Promise<void>>).value();
  });

  test("a killed build's lock, no longer renewed, is taken over", async () => {
    mkdirSync(lockPath(root), { recursive: true });
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath(root), minuteAgo, minuteAgo);
    const release = await takeBuildLock(root);
    await release();
  });
});
