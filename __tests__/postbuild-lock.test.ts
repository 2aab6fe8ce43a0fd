/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { takeBuildLock } from '../scripts/build-lock';

const TSX = path.resolve('node_modules/.bin/tsx');
const POSTBUILD = path.resolve('hosting/postbuild.ts');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'postbuild-lock-'));
  mkdirSync(path.join(root, 'out'));
  writeFileSync(path.join(root, 'out', 'index.html'), '<!DOCTYPE html><html><head><title>t</title></head><body>kept</body></html>');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const postbuild = () => spawnSync(TSX, [POSTBUILD, '--dir', path.join(root, 'out'), '--deploy', path.join(root, 'deploy'), '--no-compress'], { encoding: 'utf8', timeout: 60_000 });

describe('npm run host-configs beside another build', () => {
  test('holds the build lock: while another build holds it, it stops with one line and leaves out/ as it was', async () => {
    const release = await takeBuildLock(root);
    try {
      const run = postbuild();
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe('postbuild: another build is running in this folder (.staging/build.lock): wait for it to end, then build again');
      expect(readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toContain('kept');
      expect(existsSync(path.join(root, 'deploy'))).toBe(false);
    } finally {
      await release();
    }
  });

  test('once the lock is free it runs, and releases it for the next build', async () => {
    const run = postbuild();
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(existsSync(path.join(root, 'deploy', 'headers.json'))).toBe(true);
    const next = await takeBuildLock(root);
    await next();
  });
});
