/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { takeBuildLock } from '../scripts/build-lock';
import { computeDefinitions } from '../hosting/headers';
import { OUT_FILE_NAMES } from '../hosting/export-files';
import { hostConfigs } from '../hosting/hosts';

const TSX = path.resolve('node_modules/.bin/tsx');
const POSTBUILD = path.resolve('hosting/postbuild.ts');

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'postbuild-'));
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

  test('removes the host files an older run wrote and this one does not (the split worker, once no campaign runs)', () => {
    // This export has no campaign page, so no split: an older run's worker and routes must not stay to be deployed.
    writeFileSync(path.join(root, 'out', '_worker.js'), '// an older split');
    writeFileSync(path.join(root, 'out', '_routes.json'), '{}');
    const run = postbuild();
    expect(run.status).toBe(0);
    expect(readdirSync(path.join(root, 'out')).sort()).toEqual(['_headers', '_redirects', 'index.html']);
  });
});

describe('the host files in the export', () => {
  test('every one hostConfigs may write is a name the run clears first', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'host-files-'));
    try {
      for (const page of ['index.html', 'promo/free-100-facebook.html', 'promo/free-100-facebook/a.html', 'promo/free-100-facebook/b.html']) {
        mkdirSync(path.dirname(path.join(root, page)), { recursive: true });
        writeFileSync(path.join(root, page), '<!DOCTYPE html><title>t</title>');
      }
      const defs = computeDefinitions(root);
      expect(defs.split.campaigns.length).toBeGreaterThan(0);
      const inExport = hostConfigs(defs, root)
        .files.filter((file) => file.dir === 'out')
        .map((file) => file.name);
      expect(inExport).toEqual(expect.arrayContaining(['_worker.js', '_routes.json']));
      for (const name of inExport) expect(OUT_FILE_NAMES).toContain(name);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
