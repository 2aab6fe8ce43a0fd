// Starts a throwaway nginx (not the system service) with the generated config on a
// loopback port, in a temp prefix with its own pid and logs. Used by test-support/test-nginx.ts
// and bench/serve-load.ts.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Definitions } from '../hosting/headers';
import { nginxConfig, nginxTestConfig } from '../hosting/hosts/nginx';
import { freePort, waitForPort } from './ports';

export function findNginx(): string | null {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(p)) return p;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

/**
 * nginx, installed from Debian's archive when missing and we are root; else null with a
 * one-line hint.
 */
export function ensureNginx({ install = true }: { install?: boolean } = {}): { bin: string | null; hint?: string } {
  let bin = findNginx();
  if (bin) return { bin };
  const hint = 'nginx is not installed: run `sudo apt-get install -y nginx` (Debian/Ubuntu) and retry';
  if (!install || process.getuid?.() !== 0) return { bin: null, hint };
  const apt = (args: string[]) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  }
  bin = findNginx();
  return bin ? { bin } : { bin: null, hint };
}

export interface RunningNginx {
  port: number;
  prefix: string;
  siteConf: string;
  stop: () => Promise<void>;
  errorLog: () => string;
}

export async function startNginx({ bin, root, defs, port, workers = 1 }: { bin: string; root: string; defs: Definitions; port?: number; workers?: number }): Promise<RunningNginx> {
  const listenPort = port ?? (await freePort());
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'nginx-site-'));
  for (const d of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'logs']) mkdirSync(path.join(prefix, d));
  const siteConf = path.join(prefix, 'site.conf');
  writeFileSync(siteConf, nginxConfig(defs, { root: path.resolve(root), listen: [`127.0.0.1:${listenPort}`] }));
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxTestConfig({ prefix, siteConf, workers }));
  const errorLog = path.join(prefix, 'error.log');
  const globals = `daemon off; pid ${prefix}/nginx.pid; error_log ${errorLog} warn;`;
  const child = spawn(bin, ['-p', prefix, '-c', conf, '-g', globals], { stdio: ['ignore', 'inherit', 'inherit'] });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    await waitForPort(listenPort, '127.0.0.1', 10_000, () => !exited);
  } catch (err) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    child.kill('SIGKILL');
    throw new Error(`nginx did not start: ${err instanceof Error ? err.message : String(err)}\n${log}`);
  }
  return {
    port: listenPort,
    prefix,
    siteConf,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
          return;
        }
        child.once('exit', () => {
          rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
