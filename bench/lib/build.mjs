import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Runs a build command, logging its output to `logFile`, and returns its wall time in seconds.
 * Throws with the log's tail when it fails.
 */
export async function timedBuild(command, args, { cwd, logFile }) {
  await fs.promises.mkdir(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);
  const started = performance.now();
  const code = await new Promise((resolve, reject) => {
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
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    const tail = fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-30).join('\n');
    throw new Error(`\`${[command, ...args].join(' ')}\` exited with ${code} (log: ${path.relative(cwd, logFile)})\n${tail}`);
  }
  return Number(seconds.toFixed(1));
}

/** Routes of a static export, from its html files: index.html -> /, slots.html -> /slots. */
export function exportedRoutes(outDir) {
  const routes = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('_')) continue; // _next assets, _not-found
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const route = '/' + path.relative(outDir, full).split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
        routes.push(route.replace(/\/$/, '') || '/');
      }
    }
  };
  walk(outDir);
  return [...new Set(routes)].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
