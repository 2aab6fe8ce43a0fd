// Starts the `npm start` server (server/main.ts) on a free loopback port as a child process, for
// the checks and benchmarks that need the real thing (links, Observatory, load).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, waitForPort } from './ports';

export const SERVER_MAIN = path.join(__dirname, '..', 'server', 'main.ts');

/** node with tsx's loader: runs a TypeScript entry point the way `npm start` does. */
export const TSX_NODE_ARGS = ['--import', 'tsx'];

export interface RunningSite {
  port: number;
  base: string;
  running: () => boolean;
  stop: () => void;
}

/** Serves `root` (an export directory); `args` go to server/main.ts as they are. */
export async function startSiteServer(root: string, args: string[] = []): Promise<RunningSite> {
  const port = await freePort();
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, SERVER_MAIN, '--dir', root, '--port', String(port), '--quiet', ...args], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = () => {
    if (running()) child.kill('SIGTERM');
  };
  process.on('exit', stop);
  await waitForPort(port, '127.0.0.1', 15_000, running);
  return { port, base: `http://127.0.0.1:${port}`, running, stop };
}
