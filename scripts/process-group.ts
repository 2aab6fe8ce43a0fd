// The processes of one local tool (`npm run edit`, `npm run dev`) live and die together: when a
// child stops, when the tool is told to stop, or when it fails, every child is stopped and the tool
// exits. A child stops by itself when its parent is gone, even one killed outright, because its IPC
// channel to the parent closes (`stopWithParent`), so nothing is left running unseen.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const children: ChildProcess[] = [];
let supervising = false;
let stopping = false;

/** Stops every child and exits. */
export function stopAll(code = 0): never {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  process.exit(code);
}

/** In the parent: Ctrl+C, a signal or an error nothing caught stops every child too. */
function superviseOnce() {
  if (supervising) return;
  supervising = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopAll(0));
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      stopAll(1);
    });
  }
}

/** Starts a TypeScript script in a child process of this group; its stop stops the group. */
export function startChild(name: string, script: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  superviseOnce();
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest`);
    stopAll(1);
  });
  children.push(child);
  return child;
}

/** Resolves when the child says it is ready (`process.send('ready')`). */
export const childReady = (child: ChildProcess) => new Promise<void>((resolve) => child.on('message', (message) => message === 'ready' && resolve()));

/** In a child listening on `socket`: exit when the parent is gone, and take the socket's folder along. */
export function stopWithParent(socket: string): void {
  process.on('disconnect', () => process.exit(0));
  process.on('exit', () => rmSync(path.dirname(socket), { recursive: true, force: true }));
}

/** In the parent: a folder only this user can enter (mode 0700) for the children's sockets, removed on exit. */
export function privateSocketFolder(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
