/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { formatProblem } from '../content/problems';
import { checkContentFiles } from '../scripts/content-check';
import { apiRefusal, MAX_IMAGE_BYTES, pathRefusal } from '../scripts/edit-policy';

const ROOT = path.join(__dirname, '..');

describe('pathRefusal: the data files and images under public/images/, nothing else', () => {
  test.each([
    ['content/site.json', 'data'],
    ['content/games.json', 'data'],
    ['public/images/hero.png', 'image'],
    ['public/images/art/games/lucky-lady.webp', 'image'],
    ['public/images/Banner Ñ 2.JPG', 'image'],
    ['public/images/logo.svg', 'image'],
  ] as const)('%s as %s: allowed', (file, kind) => {
    expect(pathRefusal(file, kind)).toBeNull();
  });

  test.each([
    ['.ci/run', 'data'],
    ['package.json', 'data'],
    ['next.config.mjs', 'data'],
    ['content/index.ts', 'data'],
    ['content/schema.ts', 'data'],
    ['content/other.json', 'data'],
    ['content/../package.json', 'data'],
    ['./content/site.json', 'data'],
    ['/etc/passwd', 'data'],
    ['.git/config', 'data'],
    ['public/images/hero.png', 'data'],
    ['content/site.json', 'image'],
    ['public/images/../../package.json', 'image'],
    ['public/images/../../.ci/run.png', 'image'],
    ['public/images/%2e%2e/%2e%2e/x.png', 'image'],
    ['public/images/..%2f..%2fx.png', 'image'],
    ['public/images\\..\\..\\x.png', 'image'],
    ['public/images//x.png', 'image'],
    ['public/images/.hidden.png', 'image'],
    ['public/images/.well-known/x.png', 'image'],
    ['public/images/x.png\u0000.txt', 'image'],
    ['public/images/notes.txt', 'image'],
    ['public/images/run.sh', 'image'],
    ['public/images/page.html', 'image'],
    ['public/images', 'image'],
    ['public/og.png', 'image'],
    ['/public/images/x.png', 'image'],
    [undefined, 'data'],
    [42, 'image'],
  ] as const)('%j as %s: refused', (file, kind) => {
    expect(pathRefusal(file, kind)).toMatch(/is not one of the editor's files: it reads and writes only the data files content\/<name>\.json and images/);
  });
});

describe('apiRefusal: the decap-server actions, on a copy of the content', () => {
  let dir: string;
  let outside: string;
  let png: Buffer;
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const asset = (file: string, bytes: Buffer) => ({ path: file, content: bytes.toString('base64'), encoding: 'base64' });
  const persist = (files: { path: string; raw: string; newPath?: string }[], assets: ReturnType<typeof asset>[] = []) => ({
    action: 'persistEntry',
    params: { branch: 'main', dataFiles: files.map((file) => ({ slug: 'x', ...file })), assets, options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
  });

  beforeAll(async () => {
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'edit-policy-'));
    outside = mkdtempSync(path.join(os.tmpdir(), 'edit-policy-outside-'));
    cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
    cpSync(path.join(ROOT, 'app'), path.join(dir, 'app'), { recursive: true }); // the site's paths, which the content check reads
    mkdirSync(path.join(dir, 'public', 'images'), { recursive: true });
    cpSync(path.join(ROOT, 'public', 'og.jpg'), path.join(dir, 'public', 'og.jpg'));
    writeFileSync(path.join(dir, 'package.json'), '{}');
    writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(outside, { recursive: true, force: true });
  });

  test('the issue’s request (persistEntry writing .ci/run) is refused with 403', async () => {
    const refused = await apiRefusal(dir, persist([{ path: '.ci/run', raw: 'echo owned' }]));
    expect(refused).toEqual({ status: 403, error: expect.stringMatching(/^"\.ci\/run" is not one of the editor's files/) });
  });

  test.each([
    ['getEntry of package.json', { action: 'getEntry', params: { path: 'package.json' } }],
    ['getEntry with ..', { action: 'getEntry', params: { path: 'content/../package.json' } }],
    ['entriesByFiles with a source file', { action: 'entriesByFiles', params: { files: [{ path: 'content/site.json' }, { path: 'content/schema.ts' }] } }],
    ['entriesByFolder (not used by the editor)', { action: 'entriesByFolder', params: { folder: 'content', extension: 'json', depth: 1 } }],
    ['the editorial workflow (not used)', { action: 'unpublishedEntries', params: { branch: 'main' } }],
    ['deleteFile of a data file', { action: 'deleteFile', params: { path: 'content/site.json', options: { commitMessage: 'x' } } }],
    ['deleteFiles with .git', { action: 'deleteFiles', params: { paths: ['public/images/a.png', '.git/HEAD'], options: { commitMessage: 'x' } } }],
    ['getMedia of the project', { action: 'getMedia', params: { mediaFolder: '.' } }],
    ['getMediaFile of a dot file', { action: 'getMediaFile', params: { path: 'public/images/.env' } }],
    ['persistMedia into public/', { action: 'persistMedia', params: { asset: { path: 'public/index.html', content: 'PGh0bWw+', encoding: 'base64' }, options: {} } }],
    ['no action', {}],
    ['not an object', 'persistEntry'],
  ])('%s: 403', async (_, body) => {
    expect(await apiRefusal(dir, body)).toMatchObject({ status: 403 });
  });

  test('a data file that fails the content schema gets the build’s own line, with nothing written', async () => {
    const site = JSON.parse(read('content/site.json'));
    const raw = JSON.stringify({ ...site, affiliateUrl: 'http://partner.example.com/join' }, null, 2);
    const refused = await apiRefusal(dir, persist([{ path: 'content/site.json', raw }]));
    // The build's check, on a copy holding the same file:
    const other = mkdtempSync(path.join(os.tmpdir(), 'edit-policy-build-'));
    cpSync(path.join(dir, 'content'), other, { recursive: true });
    writeFileSync(path.join(other, 'site.json'), raw);
    const build = checkContentFiles(other, {}, { publicFileExists: () => true }).errors.map(formatProblem);
    rmSync(other, { recursive: true, force: true });
    expect(build).toEqual([expect.stringMatching(/^content\/site\.json: site\.affiliateUrl: the affiliate URL "http:\/\/partner\.example\.com\/join" is not https\. Fix: /)]);
    expect(refused).toEqual({ status: 422, error: build[0] });
  });

  test('a data file that is not JSON gets the build’s line and column', async () => {
    expect(await apiRefusal(dir, persist([{ path: 'content/claims.json', raw: '{"a": 1,}' }]))).toEqual({
      status: 422,
      error: expect.stringMatching(/^content\/claims\.json: line 1, column 9: the file is not valid JSON \(.+\)\. Fix: correct the punctuation there/),
    });
  });

  test('a valid edit passes; an image it names passes when uploaded with it', async () => {
    const claims = JSON.parse(read('content/claims.json'));
    expect(await apiRefusal(dir, persist([{ path: 'content/claims.json', raw: JSON.stringify({ ...claims, dailyDepositBonusPercent: 25 }) }]))).toBeNull();

    const site = JSON.parse(read('content/site.json'));
    const withImage = JSON.stringify({ ...site, shareImage: { ...site.shareImage, src: '/images/new-share.png' } });
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw: withImage }]))).toMatchObject({
      status: 422,
      error: expect.stringContaining('the image "/images/new-share.png" does not exist in public/'),
    });
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw: withImage }], [asset('public/images/new-share.png', png)]))).toBeNull();
  });

  test('a save is refused when it renames a data file', async () => {
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw: read('content/site.json'), newPath: 'package.json' }]))).toMatchObject({ status: 403 });
  });

  test('an upload must be an image of the type its name says, within the size limit', async () => {
    const media = (file: string, bytes: Buffer) => ({ action: 'persistMedia', params: { asset: asset(file, bytes), options: { commitMessage: 'x' } } });
    expect(await apiRefusal(dir, media('public/images/a.png', png))).toBeNull();
    expect(await apiRefusal(dir, media('public/images/a.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>')))).toBeNull();
    expect(await apiRefusal(dir, media('public/images/a.webp', png))).toEqual({ status: 422, error: expect.stringContaining('is named as webp but holds png') });
    expect(await apiRefusal(dir, media('public/images/a.png', Buffer.from('#!/bin/sh\necho owned\n')))).toEqual({ status: 422, error: expect.stringContaining('holds no image') });
    expect(await apiRefusal(dir, media('public/images/big.png', Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES)])))).toMatchObject({
      status: 413,
      error: expect.stringMatching(/is 10\.0 MB, over the limit of 10 MB/),
    });
    expect(await apiRefusal(dir, media('public/images/a.sh', png))).toMatchObject({ status: 403 });
  });

  test('an SVG upload that carries code is refused with the file named; a plain SVG passes', async () => {
    const media = (file: string, text: string) => ({ action: 'persistMedia', params: { asset: asset(file, Buffer.from(text)), options: { commitMessage: 'x' } } });
    const svg = (body: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"${attributes}>${body}</svg>`;
    const fix = 'an image may carry no code; export it again without scripts, event handlers, embedded HTML or links to other files, and upload that';
    expect(await apiRefusal(dir, media('public/images/x.svg', svg('<script>alert(1)</script>')))).toEqual({
      status: 422,
      error: `"public/images/x.svg" holds a <script> element: ${fix}`,
    });
    expect(await apiRefusal(dir, media('public/images/badge.SVG', svg('<rect width="4" height="4"/>', ' onload="alert(1)"')))).toEqual({
      status: 422,
      error: `"public/images/badge.SVG" holds an event handler (onload="alert(1)" on <svg>): ${fix}`,
    });
    expect(await apiRefusal(dir, media('public/images/bom.svg', `\ufeff${svg('')}`))).toEqual({
      status: 422,
      error: `"public/images/bom.svg" starts with a byte order mark (save it as UTF-8 without one): ${fix}`,
    });
    const plain = svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="4" height="4" fill="url(#g)"/>');
    expect(await apiRefusal(dir, media('public/images/plain.svg', plain))).toBeNull();
    // An upload saved with an entry goes through the same check.
    const site = JSON.parse(read('content/site.json'));
    const raw = JSON.stringify({ ...site, shareImage: { ...site.shareImage, src: '/images/x.svg' } });
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw }], [asset('public/images/x.svg', Buffer.from(svg('<script>alert(1)</script>')))]))).toEqual({
      status: 422,
      error: `"public/images/x.svg" holds a <script> element: ${fix}`,
    });
  });

  test('symbolic links that lead out of content/ or public/images/ are refused', async () => {
    // content/site.json → a file outside the project
    rmSync(path.join(dir, 'content', 'site.json'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'content', 'site.json'));
    expect(await apiRefusal(dir, { action: 'getEntry', params: { path: 'content/site.json' } })).toEqual({
      status: 403,
      error: '"content/site.json" is a symbolic link (or inside one) that leads out of content/: the editor follows none',
    });

    // an image link to package.json: listing the folder would read it
    symlinkSync(path.join(dir, 'package.json'), path.join(dir, 'public', 'images', 'logo.png'));
    expect(await apiRefusal(dir, { action: 'getMediaFile', params: { path: 'public/images/logo.png' } })).toMatchObject({ status: 403 });
    expect(await apiRefusal(dir, { action: 'getMedia', params: { mediaFolder: 'public/images' } })).toEqual({
      status: 403,
      error: 'public/images/logo.png is a symbolic link that leads out of public/images/: replace it with a copy of the file',
    });

    // a folder link: an upload into it would land outside
    symlinkSync(outside, path.join(dir, 'public', 'images', 'uploads'));
    expect(await apiRefusal(dir, { action: 'persistMedia', params: { asset: asset('public/images/uploads/new.png', png), options: {} } })).toMatchObject({ status: 403 });
  });

  test('the media folder may be listed and written before it exists', async () => {
    rmSync(path.join(dir, 'public'), { recursive: true });
    expect(await apiRefusal(dir, { action: 'getMedia', params: { mediaFolder: 'public/images' } })).toBeNull();
    expect(await apiRefusal(dir, { action: 'persistMedia', params: { asset: asset('public/images/first.png', png), options: {} } })).toBeNull();
  });

  test('what an attacker sent on 2026-11-29: null params, a dangling link, one file twice, too many files, a name too long to save aside', async () => {
    expect(await apiRefusal(dir, { action: 'getEntry', params: null })).toMatchObject({ status: 403 });
    symlinkSync(path.join(outside, 'missing.png'), path.join(dir, 'public', 'images', 'dangling.png'));
    expect(await apiRefusal(dir, { action: 'getMediaFile', params: { path: 'public/images/dangling.png' } })).toMatchObject({ status: 403 });
    expect(await apiRefusal(dir, { action: 'getMedia', params: { mediaFolder: 'public/images' } })).toMatchObject({ status: 403 });
    const site = read('content/site.json');
    expect(
      await apiRefusal(
        dir,
        persist([
          { path: 'content/site.json', raw: site },
          { path: 'content/site.json', raw: site },
        ]),
      ),
    ).toEqual({
      status: 422,
      error: 'the save names one file twice',
    });
    const many = Array.from({ length: 20 }, (_, i) => asset(`public/images/a${i}.png`, png));
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw: site }], many))).toEqual({ status: 422, error: 'one save may write at most 20 files, not 21' });
    expect(await apiRefusal(dir, persist([{ path: 'content/site.json', raw: site }], [asset(`public/images/${'a'.repeat(240)}.png`, png)]))).toMatchObject({
      status: 403,
      error: expect.stringMatching(/is not one of the editor's files/),
    });
  });

  test('public/ itself linked elsewhere is refused', async () => {
    rmSync(path.join(dir, 'public'), { recursive: true });
    symlinkSync(outside, path.join(dir, 'public'));
    expect(await apiRefusal(dir, { action: 'persistMedia', params: { asset: asset('public/images/first.png', png), options: {} } })).toMatchObject({ status: 403 });
  });
});
