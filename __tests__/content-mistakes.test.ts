/** @jest-environment node */
// Each kind of content mistake through the build's content check (scripts/validate-content.ts: what
// `npm run build`, `npm start`, `npm test`, `npm run dev` and `npm run edit` all run first): its one
// line, alone, naming the file, the entry and the fix. The commands themselves get them all at once
// (e2e/content-errors.spec.ts).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkContent } from '../scripts/validate-content';
import { linePattern, MISTAKES, type Mistake } from '../test-support/content-mistakes';

const ROOT = path.join(__dirname, '..');

/** The check's error lines for the project with `mistakes` made (a copy of content/; public/ and app/ as they are). */
function errorLines(mistakes: Mistake[]): { passed: boolean; lines: string[] } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mistakes-'));
  const lines: string[] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((line: string) => void lines.push(line));
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'log').mockImplementation(() => {});
  try {
    cpSync(path.join(ROOT, 'content'), path.join(dir, 'content'), { recursive: true });
    for (const mistake of mistakes) mistake.apply(dir);
    const passed = checkContent(path.join(dir, 'content'), path.join(ROOT, 'public'), path.join(ROOT, 'app'));
    expect(spy).toHaveBeenCalled();
    return { passed, lines: lines.filter((line) => line.startsWith('error: ')).map((line) => line.slice('error: '.length)) };
  } finally {
    jest.restoreAllMocks();
    rmSync(dir, { recursive: true, force: true });
  }
}

test.each(MISTAKES.map((m) => [m.kind, m] as const))('%s: the check fails with its one line', (_, mistake) => {
  const { passed, lines } = errorLines([mistake]);
  expect(passed).toBe(false);
  expect(lines).toEqual([expect.stringMatching(linePattern(mistake.line))]);
});

test('several mistakes at once: every line, in one run (file-level ones alone, as a file that cannot be read hides the rest of the check)', () => {
  const fileLevel = MISTAKES.filter((m) => m.fileLevel);
  const fieldLevel = MISTAKES.filter((m) => !m.fileLevel);
  for (const set of [fileLevel, fieldLevel]) {
    const { lines } = errorLines(set);
    expect(lines.sort()).toEqual(expect.arrayContaining(set.map((m) => expect.stringMatching(linePattern(m.line)))));
    expect(lines).toHaveLength(set.length);
  }
});
