// Starts `node scripts/serve.mjs` on a free loopback port as a child process, for the checks
// and benchmarks that need the real `npm start` server (links, Observatory, load).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForPort } from './nginx-runner.mjs';

const SERVE = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'serve.mjs');

/**
 * @param {string} root the export directory to serve
 * @returns {Promise<{ port: number, base: string, running: () => boolean, stop: () => void }>}
 */
export async function startSiteServer(root) {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVE, '--dir', root, '--port', String(port), '--quiet'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    if (running()) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  await waitForPort(port, '127.0.0.1', 10_000, running);
  return { port, base: `http://127.0.0.1:${port}`, running, stop };
}
