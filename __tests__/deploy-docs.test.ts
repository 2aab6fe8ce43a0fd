/** @jest-environment node */
// docs/deploy.md's S3 + CloudFront steps, read as the commands an operator runs, in order: a
// visitor holding the old HTML must keep finding its chunks while a deploy is under way.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const doc = readFileSync(path.join(__dirname, '..', 'docs', 'deploy.md'), 'utf8');
const section = doc.slice(doc.indexOf('### S3 + CloudFront'), doc.indexOf('\n## ', doc.indexOf('### S3 + CloudFront')));
const commands = [...section.matchAll(/aws (?:s3|cloudfront) [^\n`]+/g)].map((m) => m[0]);
const position = (test: (command: string) => boolean) => commands.findIndex(test);
const syncsStatic = (c: string) => c.startsWith('aws s3 sync out/_next/static');
const syncsHtml = (c: string) => c.startsWith('aws s3 sync out ') && c.includes("--include '*.html'");
const invalidates = (c: string) => c.startsWith('aws cloudfront create-invalidation');

test('the S3 steps upload hashed assets, then the HTML, then invalidate', () => {
  const assets = position(syncsStatic);
  const html = position(syncsHtml);
  expect(assets).toBeGreaterThanOrEqual(0);
  expect(html).toBeGreaterThan(assets);
  expect(position(invalidates)).toBeGreaterThan(html);
});

test('nothing is deleted before the new HTML is live; old chunks are pruned only after the invalidation', () => {
  const invalidation = position(invalidates);
  commands.forEach((command, index) => {
    if (!command.includes('--delete')) return;
    expect(index).toBeGreaterThan(invalidation);
    expect(syncsStatic(command)).toBe(true);
  });
  expect(section).not.toMatch(/COMMON=\([^)]*--delete/);
});
