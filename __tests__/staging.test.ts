/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staged, stagingPath } from '../scripts/staging';
import { treeDigest } from '../test-support/tree';

let root: string;
let targets: { out: string; deploy: string };

/** A project folder with the last good build in it. */
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'staging-'));
  targets = { out: path.join(root, 'out'), deploy: path.join(root, 'deploy') };
  mkdirSync(path.join(targets.out, 'slots'), { recursive: true });
  writeFileSync(path.join(targets.out, 'index.html'), 'last good page');
  writeFileSync(path.join(targets.out, 'slots', 'page.txt'), 'last good payload');
  writeFileSync(path.join(targets.out, '_headers'), 'last good headers');
  mkdirSync(targets.deploy);
  writeFileSync(path.join(targets.deploy, 'nginx.conf'), 'last good nginx');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const lastGood = () => ({ out: treeDigest(targets.out), deploy: treeDigest(targets.deploy) });

/** What a build step writes into its staging folders before the next step runs. */
function writeNewBuild(staging: { out: string; deploy: string }) {
  writeFileSync(path.join(staging.out, 'index.html'), 'new page');
  mkdirSync(path.join(staging.out, 'sabong'));
  writeFileSync(path.join(staging.out, 'sabong', 'page.txt'), 'new payload');
  writeFileSync(path.join(staging.deploy, 'headers.json'), '{}');
}

describe('staged (the build writes out/ and deploy/ all or nothing)', () => {
  test('a step that fails after writing leaves out/ and deploy/ exactly as the last good build left them', async () => {
    const before = lastGood();
    await expect(
      staged(targets, async (staging) => {
        writeNewBuild(staging);
        throw new Error('_headers has a 2348-character line');
      }),
    ).rejects.toThrow('_headers has a 2348-character line');
    expect(lastGood()).toEqual(before);
    expect(existsSync(stagingPath(targets.out))).toBe(false);
    expect(existsSync(stagingPath(targets.deploy))).toBe(false);
  });

  test('when every step passes, out/ and deploy/ are both replaced by the new build and nothing of the old one is left', async () => {
    await staged(targets, async (staging) => writeNewBuild(staging));
    expect(treeDigest(targets.out)).toEqual({ 'index.html': expect.any(String), 'sabong/page.txt': expect.any(String) });
    expect(Object.keys(treeDigest(targets.deploy))).toEqual(['headers.json']);
    expect(readdirSync(path.join(root, '.staging'))).toEqual([]);
  });

  test('the staging folders start empty, even after a build that was stopped before its swap', async () => {
    mkdirSync(stagingPath(targets.out), { recursive: true });
    writeFileSync(path.join(stagingPath(targets.out), 'stale.html'), 'from a stopped build');
    await staged(targets, async (staging) => expect(readdirSync(staging.out)).toEqual([]));
    expect(existsSync(path.join(targets.out, 'stale.html'))).toBe(false);
  });

  test('if the swap itself fails midway, the targets already swapped are put back', async () => {
    const before = lastGood();
    await expect(
      staged(targets, async (staging) => {
        writeNewBuild(staging);
        // deploy's new version is gone by the time of the swap: its rename fails after out/ was swapped
        rmSync(staging.deploy, { recursive: true });
      }),
    ).rejects.toThrow(/ENOENT/);
    expect(lastGood()).toEqual(before);
  });
});
