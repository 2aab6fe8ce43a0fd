/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { checkContent, publicSvgProblems, publicSymlinkProblems } from '../scripts/validate-content';

const run = (env: Record<string, string>) =>
  spawnSync(join(__dirname, '..', 'node_modules', '.bin', 'tsx'), [join(__dirname, '..', 'scripts', 'validate-content.ts')], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });

describe('the build-time content check', () => {
  it('fails the build with one line naming the file, the entry and the fix', () => {
    const result = run({ AFFILIATE_URL: 'http://partner.example.com/join' });
    expect(result.status).toBe(1);
    const errorLines = result.stderr.split('\n').filter((line) => line.startsWith('error:'));
    expect(errorLines).toEqual([
      expect.stringMatching(/^error: content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: .+\.$/),
    ]);
    expect(result.stderr).toMatch(/The site was not built/);
  });

  it('passes the shipped content and warns that no licence is configured', () => {
    const result = run({ AFFILIATE_URL: 'https://partner.example.com/join' });
    expect(result.stdout).toMatch(/Content check passed/);
    expect(result.stderr).toMatch(/warning: content\/compliance\.json: regulator: no regulator licence is configured/);
    expect(result.status).toBe(0);
  });
});

describe('symlinks in public/', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(os.tmpdir(), 'public-links-'));
    mkdirSync(join(dir, 'public', 'images'), { recursive: true });
    writeFileSync(join(dir, 'public', 'images', 'a.webp'), 'a');
    writeFileSync(join(dir, 'secret.txt'), 'not for the web');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a link that leads outside public/, with the fix, and allows one inside it', () => {
    symlinkSync(join(dir, 'public', 'images', 'a.webp'), join(dir, 'public', 'images', 'inside.webp'));
    expect(publicSymlinkProblems(join(dir, 'public'))).toEqual([]);
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'public', 'images', 'outside.webp'));
    symlinkSync(dir, join(dir, 'public', 'repo'), 'dir');
    expect(publicSymlinkProblems(join(dir, 'public'))).toEqual([
      expect.stringMatching(/^public\/images\/outside\.webp: a symbolic link to .*secret\.txt, outside public\/\. Fix: copy the file into public\/ instead of linking it/),
      expect.stringMatching(/^public\/repo: a symbolic link to .*, outside public\/\. Fix: /),
    ]);
  });

  it('fails the content check', () => {
    symlinkSync(join(dir, 'secret.txt'), join(dir, 'public', 'leak.txt'));
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkContent(undefined, join(dir, 'public'))).toBe(false);
    expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringMatching(/^error: public\/leak\.txt: a symbolic link/));
    jest.restoreAllMocks();
  });
});

describe('SVGs in public/', () => {
  let dir: string;
  const fix = 'Fix: export it again without scripts, event handlers, embedded HTML or links to other files.';
  beforeEach(() => {
    dir = mkdtempSync(join(os.tmpdir(), 'public-svgs-'));
    mkdirSync(join(dir, 'public', 'images', 'art'), { recursive: true });
    writeFileSync(join(dir, 'public', 'images', 'ok.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>');
    writeFileSync(join(dir, 'public', 'images', 'art', 'Badge.SVG'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    writeFileSync(join(dir, 'public', 'notes.txt'), '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses one that can run code, with one line naming it and the fix; other files and safe SVGs pass', () => {
    expect(publicSvgProblems(join(dir, 'public'))).toEqual([
      `public/images/art/Badge.SVG: the SVG holds an event handler (onload="alert(1)" on <svg>), and an image may carry no code. ${fix}`,
    ]);
  });

  it('reads an SVG through a link inside public/', () => {
    symlinkSync(join(dir, 'public', 'notes.txt'), join(dir, 'public', 'images', 'linked.svg'));
    expect(publicSvgProblems(join(dir, 'public'))).toEqual([
      `public/images/art/Badge.SVG: the SVG holds an event handler (onload="alert(1)" on <svg>), and an image may carry no code. ${fix}`,
      `public/images/linked.svg: the SVG holds an event handler (onload="alert(1)" on <svg>), and an image may carry no code. ${fix}`,
    ]);
  });

  it('fails the content check', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'log').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(checkContent(undefined, join(dir, 'public'))).toBe(false);
    expect(errors.mock.calls.map(([line]) => String(line))).toContainEqual(
      `error: public/images/art/Badge.SVG: the SVG holds an event handler (onload="alert(1)" on <svg>), and an image may carry no code. ${fix}`,
    );
    jest.restoreAllMocks();
  });

  it('passes every SVG committed under public/', () => {
    expect(publicSvgProblems(join(__dirname, '..', 'public'))).toEqual([]);
  });
});
