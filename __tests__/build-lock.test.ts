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

  test('a build whose lock another build took over stops at its next renewal: one line, no stack, exit code 1', async () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await takeBuildLock(root);
      // Its renewal late (a machine asleep), its lock looks a killed build's to the next build, which takes it over.
      const minuteAgo = new Date(Date.now() - 60_000);
      utimesSync(lockPath(root), minuteAgo, minuteAgo);
      const other = await takeBuildLock(root);
      for (const start = Date.now(); exit.mock.calls.length === 0 && Date.now() - start < 10_000;) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(exit.mock.calls).toEqual([[1]]);
      expect(error.mock.calls).toEqual([
        [
          "build: this build's lock went stale and another build may have taken it (.staging/build.lock), so this one stops: run npm run build again once no other build is running",
        ],
      ]);
      await other();
    } finally {
      exit.mockRestore();
      error.mockRestore();
    }
  });

  test("a killed build's lock, no longer renewed, is taken over", async () => {
    mkdirSync(lockPath(root), { recursive: true });
    const minuteAgo = new Date(Date.now() - 60_000);
    utimesSync(lockPath(root), minuteAgo, minuteAgo);
    const release = await takeBuildLock(root);
    await release();
  });
});
