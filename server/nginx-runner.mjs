// Starts a throwaway nginx (not the system service) with the generated config on a
// loopback port, in a temp prefix with its own pid and logs. Used by scripts/test-nginx.mjs
// and bench/serve-load.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig, nginxTestConfig } from './hosts/nginx.mjs';

export function findNginx() {
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
 * @returns {{ bin: string | null, hint?: string }}
 */
export function ensureNginx({ install = true } = {}) {
  let bin = findNginx();
  if (bin) return { bin };
  const hint = 'nginx is not installed: run `sudo apt-get install -y nginx` (Debian/Ubuntu) and retry';
  if (!install || process.getuid?.() !== 0) return { bin: null, hint };
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'nginx']);
  }
  bin = findNginx();
  return bin ? { bin } : { bin: null, hint };
}

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const { port } = /** @type {net.AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForPort(port, host = '127.0.0.1', timeoutMs = 10_000, isAlive = () => true) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!isAlive()) throw new Error('process exited before it listened');
    const ok = await new Promise((resolve) => {
      const s = net.connect({ port, host });
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listening on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * @param {{ bin: string, root: string, defs: any, port?: number, workers?: number }} options
 * @returns {Promise<{ port: number, prefix: string, siteConf: string, stop: () => Promise<void>, errorLog: () => string }>}
 */
export async function startNginx({ bin, root, defs, port, workers = 1 }) {
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
    throw new Error(`nginx did not start: ${err.message}\n${log}`);
  }
  return {
    port: listenPort,
    prefix,
    siteConf,
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    stop: () =>
      new Promise((resolve) => {
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
