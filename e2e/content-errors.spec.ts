// A content mistake reaches the marketer the same way from every command that reads the content: the
// content check's own lines (`content/<file>: <entry>: <problem>. Fix: <fix>.`), every problem at once,
// no stack trace or source excerpt, a non-zero exit, and the last good out/ untouched. Each kind's line
// is checked through the check function (__tests__/content-mistakes.test.ts); here every command gets
// them together on a copy of the project (never the working tree): `npm run build`, `npm start` and
// `npm test` the field-level ones, the build the file-level ones too, then one `npm run dev` (the
// terminal and the page, recovering on the next good save) and `npm run edit` (it starts anyway, so
// the mistake can be fixed in the editor).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { linePattern, mistake, MISTAKES, type Mistake } from '../test-support/content-mistakes';
import { treeDigest } from '../test-support/tree';
import { port, siteCopy, waitForPort, type SiteCopy } from './site-copy';

test.describe.configure({ mode: 'serial' });

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** What a stack trace or Node's source excerpt looks like in a command's output. */
const TRACE = /^\s+at |node:internal|^Node\.js v\d|^\s*\^\s*$|\.ts:\d+:\d+/m;

let copy: SiteCopy;
const pristine = new Map<string, string>();
test.beforeAll(() => {
  copy = siteCopy('content-errors');
  for (const name of readdirSync(path.join(copy.dir, 'content')).filter((name) => name.endsWith('.json')))
    pristine.set(name, readFileSync(path.join(copy.dir, 'content', name), 'utf8'));
  // A stand-in for the last good build: a failing command must leave it exactly as it is.
  mkdirSync(path.join(copy.dir, 'out'), { recursive: true });
  writeFileSync(path.join(copy.dir, 'out', 'index.html'), '<!doctype html><title>the last good build</title>\n');
});
test.afterAll(() => copy?.remove());
const restore = () => {
  for (const [name, text] of pristine) writeFileSync(path.join(copy.dir, 'content', name), text);
};

function npm(script: string) {
  const result = spawnSync(NPM, ['run', '--silent', script], {
    cwd: copy.dir,
    encoding: 'utf8',
    timeout: 180_000,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_update_notifier: 'false' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

const errorLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('error: '))
    .map((line) => line.slice('error: '.length));

const FIELD_LEVEL = MISTAKES.filter((m) => !m.fileLevel);
const FILE_LEVEL = MISTAKES.filter((m) => m.fileLevel);
const RUNS: [string, Mistake[]][] = [
  ['build', FIELD_LEVEL],
  ['start', FIELD_LEVEL],
  ['test', FIELD_LEVEL],
  ['build', FILE_LEVEL],
];

for (const [script, mistakes] of RUNS) {
  test(`npm run ${script} with ${mistakes.map((m) => m.kind).join(', ')}: it stops with every one of the check’s lines, no trace, out/ untouched`, async () => {
    test.setTimeout(300_000);
    restore();
    for (const m of mistakes) m.apply(copy.dir);
    const before = treeDigest(path.join(copy.dir, 'out'));
    try {
      const { status, output } = npm(script);
      expect(status, `npm run ${script}: exit status`).not.toBe(0);
      const lines = errorLines(output);
      expect(lines, `npm run ${script}: the content check's lines`).toEqual(expect.arrayContaining(mistakes.map((m) => expect.stringMatching(linePattern(m.line)))));
      expect(lines, `npm run ${script}: nothing but them`).toHaveLength(mistakes.length);
      expect(output, `npm run ${script}: no stack trace or source excerpt`).not.toMatch(TRACE);
      expect(treeDigest(path.join(copy.dir, 'out')), `npm run ${script}: out/ untouched`).toEqual(before);
    } finally {
      restore();
    }
  });
}

/** A long-running command (dev, edit): its output so far, and a way to stop it. */
function background(script: string, env: Record<string, string>) {
  const child = spawn(NPM, ['run', '--silent', script], { cwd: copy.dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return {
    output: () => output,
    alive,
    stop: async () => {
      if (alive()) process.kill(-child.pid!, 'SIGTERM');
      await new Promise((resolve) => (alive() ? child.once('exit', resolve) : resolve(null)));
    },
  };
}

/** Resolves once the terminal has been quiet for `quietMs`: the dev server has finished with the last save. */
async function settled(output: () => string, quietMs = 3_000) {
  for (let seen = output(); ;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    if (output() === seen) return;
    seen = output();
  }
}

test('npm run dev: a mistake saved while it runs shows as the check’s line in the terminal and the page; the next good save recovers', async ({ request }) => {
  test.setTimeout(300_000);
  restore();
  const devPort = port(51);
  const dev = background('dev', { PORT: String(devPort) });
  // A failed check shows what the terminal printed by then, not when the check began.
  const withTerminal = (check: Promise<unknown>) =>
    check.catch((error: Error) => {
      throw new Error(`${error.message}\nThe terminal printed:\n${dev.output().slice(-3000)}`);
    });
  try {
    await waitForPort(devPort, dev.alive, 120_000);
    const home = `http://127.0.0.1:${devPort}/`;
    expect((await request.get(home, { timeout: 120_000 })).status()).toBe(200);
    // One file-level kind and one field-level (every kind is the check function's, __tests__/content-mistakes.test.ts):
    // each costs the dev server two recompiles.
    for (const mistake of ['JSON syntax', 'a URL that is not https'].map((kind) => MISTAKES.find((m) => m.kind === kind)!)) {
      mistake.apply(copy.dir);
      await expect
        .poll(
          async () => {
            const response = await request.get(home, { timeout: 60_000 });
            return { status: response.status(), namesIt: (await response.text()).includes(mistake.mark) };
          },
          { timeout: 60_000 },
        )
        .toEqual({ status: 500, namesIt: true });
      await withTerminal(expect.poll(() => dev.output().includes(mistake.mark), { timeout: 30_000, message: `${mistake.kind}: the terminal shows the line` }).toBe(true));
      // A person fixes the file seconds later, not in the same instant: Turbopack can keep serving the
      // error of a module that threw while it still applies the mistake's own update (a save a second
      // after the mistake on a loaded machine stayed broken until the next save).
      await settled(dev.output);
      restore();
      await withTerminal(
        expect.poll(async () => (await request.get(home, { timeout: 60_000 })).status(), { timeout: 60_000, message: `${mistake.kind} put right: the page recovers` }).toBe(200),
      );
    }
    expect(dev.alive(), 'the dev server kept running').toBe(true);
  } finally {
    await dev.stop();
    restore();
  }
});

test('npm run edit: with a mistake in the content it prints the check’s line and starts anyway, so it can be fixed in the editor', async ({ request }) => {
  test.setTimeout(300_000);
  restore();
  const insecure = mistake('a URL that is not https');
  insecure.apply(copy.dir);
  const editPort = port(52);
  const edit = background('edit', { EDIT_PORT: String(editPort), EDIT_PREVIEW_PORT: String(port(53)) });
  try {
    await waitForPort(editPort, edit.alive, 120_000);
    expect(errorLines(edit.output())).toEqual([expect.stringMatching(linePattern(insecure.line))]);
    expect(edit.output()).not.toMatch(TRACE);
    expect((await request.get(`http://127.0.0.1:${editPort}/admin/`)).status()).toBe(200);
  } finally {
    await edit.stop();
    restore();
  }
});
