/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

const postbuild = (deploy = path.join(root, 'deploy')) =>
  spawnSync(TSX, [POSTBUILD, '--dir', path.join(root, 'out'), '--deploy', deploy, '--no-compress'], { encoding: 'utf8', timeout: 60_000 });

describe('npm run host-configs: the lock, the folders it replaces, no stale sibling', () => {
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

  test('refuses a --deploy that holds out/ (replaced whole, it took the project with it) in one line, and writes nothing', () => {
    const run = postbuild(root);
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`postbuild: --dir (${path.join(root, 'out')}) is inside --deploy (${root}): give each a folder of its own`);
    expect(readFileSync(path.join(root, 'out', 'index.html'), 'utf8')).toContain('kept');
  });

  test('with --no-compress leaves no older sibling in out/ (one was served in place of the page as it is now)', () => {
    writeFileSync(path.join(root, 'out', 'index.html.br'), 'an older build');
    writeFileSync(path.join(root, 'out', 'index.html.gz'), 'an older build');
    const run = postbuild();
    expect(run.status).toBe(0);
    expect(readdirSync(path.join(root, 'out')).filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
