// A copy of the project under .e2e-sites/<name>/ whose content a test may change, build and serve
// without touching the working tree or the out/ the other tests read. Node and Next resolve
// node_modules from the project above it.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { copyProject } from '../test-support/project-copy';

export const ROOT = path.join(__dirname, '..');
const COPIES = path.join(ROOT, '.e2e-sites');

/**
 * The ports this run may use: E2E_PORT + offset, so parallel runs on other E2E_PORTs never collide. Each
 * spec owns its tens (builds 1x, editor 2x, local tools 4x, content errors 5x).
 */
export const port = (offset: number) => Number(process.env.E2E_PORT ?? 3100) + offset;

export interface SiteCopy {
  dir: string;
  readJson: (file: string) => Record<string, unknown>;
  writeJson: (file: string, value: unknown) => void;
  build: () => Promise<string>;
  serve: (port: number) => Promise<{ base: string; stop: () => Promise<unknown> }>;
  remove: () => void;
}

function run(args: string[], cwd: string, env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} exited with ${code}:\n${output.slice(-3000)}`))));
  });
}

export function waitForPort(portNumber: number, alive: () => boolean = () => true, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (!alive()) return reject(new Error(`the process for port ${portNumber} exited`));
      const socket = connect(portNumber, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nothing listens on port ${portNumber} after ${timeoutMs} ms`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/** A Node process; `ready` once it listens on `portNumber`, `exited` with its exit code (null when killed by a signal). */
export function startProcess(args: string[], cwd: string, portNumber: number, env: Record<string, string> = {}, timeoutMs = 20_000) {
  const child: ChildProcess = spawn(process.execPath, args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  /** Stops the process and waits until it has gone (it stops its own children first). */
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    await exited;
  };
  process.on('exit', () => alive() && child.kill('SIGTERM'));
  return { ready: waitForPort(portNumber, alive, timeoutMs), stop, exited, pid: child.pid! };
}

/**
 * `lastGood`: the copy starts with the working tree's out/ and deploy/ (what test:e2e's build just made), for
 * tests of what a failing build leaves behind that need no good build of their own first.
 */
export function siteCopy(name: string, { lastGood = false } = {}): SiteCopy {
  const dir = path.join(COPIES, name);
  copyProject(ROOT, dir);
  if (lastGood) for (const output of ['out', 'deploy']) cpSync(path.join(ROOT, output), path.join(dir, output), { recursive: true });
  return {
    dir,
    readJson: (file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')),
    writeJson: (file, value) => writeFileSync(path.join(dir, file), `${JSON.stringify(value, null, 2)}\n`),
    // Without the .br/.gz siblings (BUILD_PRECOMPRESS=off): no test of a copy reads them, and brotli at q11 is
    // 8 CPU-seconds a build, the scarce resource here; test:e2e's build of the working tree makes and checks them.
    build: async () => {
      const tsx = path.join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
      return run([tsx, 'scripts/build.ts'], dir, { BUILD_PRECOMPRESS: 'off' });
    },
    serve: async (portNumber) => {
      const server = startProcess(['--import', 'tsx', 'server/main.ts', '--port', String(portNumber), '--quiet'], dir, portNumber);
      await server.ready;
      return { base: `http://127.0.0.1:${portNumber}`, stop: server.stop };
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
