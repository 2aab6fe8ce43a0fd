import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
// Timed builds of the site and the floor, and the routes an export holds.
import { listPages } from '../../hosting/export-files';

/**
 * Runs a build command, logging its output to `logFile`, and returns its wall time in seconds.
 * Throws with the log's tail when it fails.
 */
export async function timedBuild(command: string, args: string[], { cwd, logFile }: { cwd: string; logFile: string }): Promise<number> {
  await fs.promises.mkdir(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      // Telemetry would try to reach the network; the bench must stay local.
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', reject);
    child.on('close', resolve);
  });
  const seconds = (performance.now() - started) / 1000;
  await new Promise<void>((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`\`${[command, ...args].join(' ')}\` exited with ${code} (log: ${path.relative(cwd, logFile)})\n${tail}`);
  }
  return Number(seconds.toFixed(1));
}

/**
 * Routes of a static export, from its html files: index.html -> /, slots.html -> /slots.
 * Not measured: 404.html and anything under a name starting with "_" (_next assets, _not-found).
 */
export function exportedRoutes(outDir: string): string[] {
  const routes = listPages(outDir)
    .filter(({ file }) => file !== '404.html' && !file.split('/').some((part) => part.startsWith('_')))
    .map(({ route }) => route);
  return [...new Set(routes)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
