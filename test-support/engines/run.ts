// `npm run test:engines`: a smoke run of the built site (out/) in Debian's Firefox ESR and WebKitGTK.
// Every page at a phone width and at 1280 px without sideways scrolling or console errors, the drawer
// opened and closed by its toggle with JavaScript on and off, and the membership carousel advancing.
// Prints one line per failure and a summary; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { isErrorPage, listPages } from '../../hosting/export-files';
import { startSiteServer, TSX_NODE_ARGS } from '../site-process';
import { ENGINE_FILES, XVFB_RUN } from './files';
import { openFirefox } from './firefox';
import { runChecks, type Result } from './scenarios';

const ROOT = path.join(__dirname, '..', '..', 'out');

/** Runs webkit.ts (under xvfb-run when there is no display) and reports each Result it prints. */
function runWebKit(base: string, routes: string[], report: (result: Result) => void): Promise<void> {
  const command = [process.execPath, ...TSX_NODE_ARGS, path.join(__dirname, 'webkit.ts'), base, ...routes];
  const [file = '', ...args] = process.env.DISPLAY ? command : [XVFB_RUN, '-a', ...command];
  const child = spawn(file, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let failedToRun = false;
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (!line.startsWith('{')) return console.error(line);
    const result = JSON.parse(line) as Result;
    failedToRun ||= result.check === 'run';
    report(result);
  });
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      if (code !== 0 && !failedToRun) report({ engine: 'webkit', check: 'run', problems: [`webkit.ts ended with ${signal ?? `exit code ${code}`}`] });
      resolve();
    }),
  );
}

async function main(): Promise<number> {
  if (!existsSync(path.join(ROOT, 'index.html'))) {
    console.error('engines: out/index.html is missing: run `npm run build` first');
    return 1;
  }
  const missing = ENGINE_FILES.filter(({ file }) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `engines: ${missing.map(({ file }) => file).join(', ')} not found. Run: sudo apt-get install -y ${[...new Set(missing.map(({ debianPackage }) => debianPackage))].join(' ')}`,
    );
    return 1;
  }
  const routes = listPages(ROOT).flatMap(({ route }) => (isErrorPage(route) || /^\/admin(\/|$)/.test(route) ? [] : [route]));

  const started = Date.now();
  const results: Result[] = [];
  const notes = new Set<string>();
  const report = (result: Result) => {
    const note = `note ${result.engine}: ${result.note}`;
    if (result.note && !notes.has(note)) console.log(note);
    if (result.note) notes.add(note);
    else results.push(result);
    for (const problem of result.problems) console.log(`FAIL ${result.engine} ${result.check}: ${problem}`);
  };
  const site = await startSiteServer(ROOT);
  try {
    await runChecks('firefox', (javaScript) => openFirefox(site.base, javaScript), routes, report).catch((error: Error) =>
      report({ engine: 'firefox', check: 'run', problems: [error.message] }),
    );
    await runWebKit(site.base, routes, report);
  } finally {
    site.stop();
  }

  const failed = (engine?: string) => results.filter((result) => result.problems.length > 0 && (!engine || result.engine === engine)).length;
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `engines: ${failed() ? `${failed()} of ${results.length} checks failed (firefox ${failed('firefox')}, webkit ${failed('webkit')})` : `all ${results.length} checks passed`} in ${seconds} s`,
  );
  return failed() ? 1 : 0;
}

main()
  .catch((error: Error) => {
    console.error(`engines: ${error.message}`);
    return 1;
  })
  .then((code) => process.exit(code));
