/** @jest-environment node */
// One check: the editor refuses exactly what `npm run build` refuses, with the build's own lines, because
// it calls the build's check with the same inputs (the site's paths, public/, the environment).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiRefusal, MAX_DATA_BYTES } from '../scripts/edit-policy';
import { checkContent } from '../scripts/validate-content';

const ROOT = path.join(__dirname, '..');
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'one-check-'));
  for (const folder of ['content', 'app', 'public']) cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const persist = (file: string, raw: string) => ({
  action: 'persistEntry',
  params: { branch: 'main', dataFiles: [{ path: file, raw, slug: 'x' }], assets: [], options: { commitMessage: 'x', useWorkflow: false, status: 'draft' } },
});
const edited = (file: string, change: (value: Record<string, unknown>) => void) => {
  const value = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  change(value);
  return `${JSON.stringify(value, null, 2)}\n`;
};

/** The build's check (`npm run build`'s first step) on the project with `raw` saved as `file`: its error lines. */
function buildErrors(file: string, raw: string): string[] {
  writeFileSync(path.join(dir, file), raw);
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  jest.spyOn(console, 'log').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    expect(checkContent(path.join(dir, 'content'), path.join(dir, 'public'), path.join(dir, 'app'))).toBe(false);
  } finally {
    jest.restoreAllMocks();
  }
  expect(spy).toHaveBeenCalled();
  return lines.filter((line) => line.startsWith('error: ')).map((line) => line.slice('error: '.length));
}

test.each([
  [
    'an offering slug that a folder of the site takes (images)',
    'content/offerings.json',
    (value: Record<string, unknown>) => ((value.slots as { page: { slug: string } }).page.slug = 'images'),
  ],
  [
    'a menu link to a page the site does not have',
    'content/navigation.json',
    (value: Record<string, unknown>) => ((value.primaryMenu as { href: string }[])[0]!.href = '/no-such-page'),
  ],
])('%s: the editor refuses the save with the build’s own line', async (_, file, change) => {
  const raw = edited(file, change);
  const refused = await apiRefusal(dir, persist(file, raw));
  expect(refused?.status).toBe(422);
  const lines = buildErrors(file, raw);
  expect(lines.length).toBeGreaterThan(0);
  expect(refused?.error.split('\n')).toEqual(lines);
});

test('the editor applies the build’s environment too: AFFILIATE_URL overrides the file for both', async () => {
  const raw = edited('content/site.json', (value) => (value.affiliateUrl = 'http://partner.example.com/join'));
  const before = process.env.AFFILIATE_URL;
  process.env.AFFILIATE_URL = 'https://partner.example.com/join';
  try {
    expect(await apiRefusal(dir, persist('content/site.json', raw))).toBeNull();
  } finally {
    if (before === undefined) delete process.env.AFFILIATE_URL;
    else process.env.AFFILIATE_URL = before;
  }
  expect(await apiRefusal(dir, persist('content/site.json', raw))).toMatchObject({ status: 422, error: expect.stringMatching(/^content\/site\.json: site\.affiliateUrl: /) });
});

test('a data file over the cap is refused with the size, the cap and the fix, before it is parsed', async () => {
  const raw = edited('content/games.json', (value) => (value.padding = 'x'.repeat(MAX_DATA_BYTES)));
  expect(await apiRefusal(dir, persist('content/games.json', raw))).toEqual({
    status: 413,
    error: `content/games.json would be ${Math.ceil(Buffer.byteLength(raw) / 1024)} KB, over the limit of 512 KB for a data file: remove entries or shorten texts`,
  });
});
