// Timed builds, and the routes an export holds.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isErrorPage, listPages } from '../../hosting/export-files';

/** Runs a build with its output in `logFile`; its wall time in seconds, or the log's tail when it fails. */
export function timedBuild(command: string, args: string[], { cwd, logFile, env = {} }: { cwd: string; logFile: string; env?: Record<string, string> }): number {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const started = performance.now();
  // Telemetry would try to reach the network; the bench stays local.
  const { status } = spawnSync(command, args, { cwd, stdio: ['ignore', log, log], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  closeSync(log);
  if (status !== 0) {
    const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`\`${[command, ...args].join(' ')}\` exited with ${status} (log: ${path.relative(cwd, logFile)})\n${tail}`);
  }
  return Number(((performance.now() - started) / 1000).toFixed(1));
}

/** An export's routes, `/` first (index.html -> /, slots.html -> /slots), not its error pages. */
export function exportedRoutes(outDir: string): string[] {
  const routes = listPages(outDir).flatMap(({ route }) => (isErrorPage(route) ? [] : [route]));
  return [...new Set(routes)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
