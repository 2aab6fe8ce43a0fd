/** @jest-environment node */
// The `npm start` server, spawned as a child process against a fixture export, answers
// every row of the shared check table (test-support/checks.ts, also run against nginx by
// `npm run test:nginx`) and keeps serving afterwards.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECURITY_HEADERS, computeDefinitions, writeDefinitions } from '../../hosting/headers';
import { precompress } from '../../hosting/precompress';
import { buildChecks, describeSite, runCheck, type CheckRow } from '../../test-support/checks';
import { createFixture } from '../../test-support/fixture';
import { freePort, waitForPort } from '../../test-support/ports';
import { buildRequest, rawRequest } from '../../test-support/raw-http';
import { SERVER_MAIN, TSX_NODE_ARGS } from '../../test-support/site-process';

const root = createFixture();
const rows = buildChecks(describeSite(root));

interface Running {
  child: ChildProcess;
  port: number;
  stderr: () => string;
}

async function startServer(args: string[], env: Record<string, string> = {}, port?: number): Promise<Running> {
  const listenPort = port ?? (await freePort());
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, SERVER_MAIN, '--dir', root, '--quiet', ...args], {
    env: { ...process.env, PORT: String(listenPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (c: Buffer) => {
    err += c.toString();
  });
  // A cold start compiles the server (tsx) and may hash every page's scripts (a stale headers file): 1.1 s on
  // an idle machine, past 10 s in a CI run beside a build and a browser. What is measured here is behaviour, not speed.
  await waitForPort(listenPort, '127.0.0.1', 45_000, () => child.exitCode === null);
  return { child, port: listenPort, stderr: () => err };
}

function stop(r: Running | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!r || r.child.exitCode !== null) return resolve();
    r.child.once('exit', () => resolve());
    r.child.kill('SIGTERM');
  });
}

let server: Running;

beforeAll(async () => {
  // the precompressed siblings the build writes (hosting/postbuild.ts)
  await precompress(root);
  server = await startServer([]);
}, 60_000);

afterAll(async () => {
  await stop(server);
  rmSync(root, { recursive: true, force: true });
});

describe('check table (same rows as the nginx test)', () => {
  test.each(rows.map((row): [string, CheckRow] => [`${row.group}: ${row.id}`, row]))('%s', async (_name, row) => {
    const { failures } = await runCheck(row, { port: server.port, root, target: 'node' });
    expect(failures).toEqual([]);
  });

  test('the process survived and still serves', async () => {
    const res = await rawRequest({ port: server.port, data: buildRequest('GET', '/') });
    expect(res.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(server.stderr()).not.toMatch(/error serving/);
  });
});

describe('robustness', () => {
  test('a burst of malformed requests in parallel leaves it serving', async () => {
    const bad = [
      'GET /%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /a\x00b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      `GET /${'x'.repeat(50_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      'BREW /pot HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      '\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n',
      'GET /% HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
    ];
    const responses = await Promise.all(Array.from({ length: 60 }, (_, i) => rawRequest({ port: server.port, data: bad[i % bad.length] ?? '' })));
    for (const r of responses) {
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
    const ok = await rawRequest({ port: server.port, data: buildRequest('GET', '/slots') });
    expect(ok.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  test('a client that disconnects mid-request does not hurt it', async () => {
    const net = await import('node:net');
    await Promise.all(
      Array.from({ length: 20 }, () => {
        return new Promise<void>((resolve) => {
          const s = net.connect({ port: server.port, host: '127.0.0.1' }, () => {
            s.write('GET / HTTP/1.1\r\nHost: x\r\nRange: by');
            s.destroy();
            resolve();
          });
          s.on('error', () => resolve());
        });
      }),
    );
    const ok = await rawRequest({ port: server.port, data: buildRequest('GET', '/') });
    expect(ok.status).toBe(200);
  });
});

describe('files no URL names', () => {
  // A dotfile dropped into public/ is exported with the site: never served, however it is spelled.
  test('a name starting with "." (.env, .git) is 404 at any depth and in any spelling; /.well-known/ is served', async () => {
    mkdirSync(path.join(root, '.git'), { recursive: true });
    mkdirSync(path.join(root, '.well-known'), { recursive: true });
    writeFileSync(path.join(root, '.env'), 'SECRET=1\n');
    writeFileSync(path.join(root, '.git', 'config'), '[core]\n');
    writeFileSync(path.join(root, '.well-known', 'security.txt'), 'Contact: mailto:security@example.com\n');
    try {
      const get = (target: string) => rawRequest({ port: server.port, data: buildRequest('GET', target) });
      // a spelling the server tidies (//, a trailing slash) is first redirected to the tidy one, which is 404
      for (let target of ['/.env', '/%2eenv', '//.env', '/slots/../.env', '/.git/config', '/.git/']) {
        let res = await get(target);
        if (res.status === 301) res = await get((target = String(res.headers.location)));
        expect({ target, status: res.status, secret: res.body.toString().includes('SECRET') }).toEqual({ target, status: 404, secret: false });
      }
      expect((await get('/.well-known/security.txt')).status).toBe(200);
    } finally {
      for (const name of ['.env', '.git', '.well-known']) rmSync(path.join(root, name), { recursive: true, force: true });
    }
  });
});

describe('only requests addressed to this server (a DNS-rebinding page gets nothing)', () => {
  /** GET / with these headers, PORT in them replaced by the server's port. */
  const get = (headers: Record<string, string>) =>
    rawRequest({ port: server.port, data: buildRequest('GET', '/', Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.replace('PORT', String(server.port))]))) });

  test.each([
    ['a rebinding name at the port', { Host: 'rebind.attacker.example:PORT' }],
    ['a rebinding name without a port', { Host: 'rebind.attacker.example' }],
    ['a name that only starts like localhost', { Host: 'localhost.attacker.example:PORT' }],
    ['a Host that is no host', { Host: 'local host' }],
    ['a page elsewhere asking with its Origin', { Host: '127.0.0.1:PORT', Origin: 'https://casino-ads.example' }],
    ['an opaque Origin (a sandboxed frame)', { Host: '127.0.0.1:PORT', Origin: 'null' }],
    ["another site's <img>", { Host: '127.0.0.1:PORT', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' }],
    ["another site's <iframe>", { Host: '127.0.0.1:PORT', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'iframe' }],
    ['a Sec-Fetch-Site that is none of the four', { Host: '127.0.0.1:PORT', 'Sec-Fetch-Site': 'same-origin, cross-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'script' }],
  ])('%s: 403, no page', async (_name, headers) => {
    const res = await get(headers);
    expect(res.status).toBe(403);
    expect(res.body.toString()).not.toMatch(/<main/);
    expect(res.headers['content-security-policy']).toBeTruthy();
  });

  test('a second Host or an Origin after 2,000 header lines is still read (Node drops lines past 2,000 by default)', async () => {
    const filler = Array.from({ length: 2100 }, (_, i) => `a${i}: b\r\n`).join('');
    const send = (tail: string) => rawRequest({ port: server.port, data: `GET / HTTP/1.1\r\nHost: localhost\r\n${filler}${tail}Connection: close\r\n\r\n` });
    expect((await send('Host: rebind.attacker.example\r\n')).status).toBe(400);
    expect((await send('Origin: http://rebind.attacker.example\r\n')).status).toBe(403);
    expect((await send('')).status).toBe(200);
  });

  test('an Expect header is ignored as nginx does: the request is checked and answered, never a bare 417', async () => {
    const get = (host: string) => rawRequest({ port: server.port, data: buildRequest('GET', '/', { Host: host, Expect: 'foo' }) });
    const foreign = await get('rebind.attacker.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers['content-security-policy']).toBeTruthy();
    expect((await get(`localhost:${server.port}`)).status).toBe(200);
  });

  test('an absolute-form target is addressed to its own host, not to Host (as nginx reads it)', async () => {
    const get = (target: string) => rawRequest({ port: server.port, data: buildRequest('GET', target, { Host: `localhost:${server.port}` }) });
    expect((await get('http://rebind.attacker.example/')).status).toBe(403);
    expect((await get('http://user@localhost/')).status).toBe(403);
    expect((await get(`http://localhost:${server.port}/`)).status).toBe(200);
  });

  test.each([
    ['127.0.0.1 at the port', { Host: '127.0.0.1:PORT' }],
    ['localhost at the port', { Host: 'localhost:PORT' }],
    ['localhost in capitals', { Host: 'LOCALHOST:PORT' }],
    ['the IPv6 loopback', { Host: '[::1]:PORT' }],
    ['its own page as Origin', { Host: 'localhost:PORT', Origin: 'http://localhost:PORT' }],
    ['a link from another site', { Host: 'localhost:PORT', 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' }],
    ['another port of this computer (a site copy)', { Host: 'localhost:PORT', 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' }],
    ["its own page's image", { Host: 'localhost:PORT', 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors', 'Sec-Fetch-Dest': 'image' }],
  ])('%s: 200', async (_name, headers) => {
    const res = await get(headers);
    expect(res.status).toBe(200);
  });

  test('--allowed-hosts adds a name (a preview behind a proxy); ALLOWED_HOSTS does the same', async () => {
    for (const [args, env] of [
      [['--allowed-hosts', 'preview.example,Staging.Example'], {}],
      [[], { ALLOWED_HOSTS: 'preview.example' }],
    ] as const) {
      const r = await startServer([...args], env);
      try {
        const answer = (host: string) => rawRequest({ port: r.port, data: buildRequest('GET', '/', { Host: host }) }).then((res) => res.status);
        expect(await answer('preview.example')).toBe(200);
        expect(await answer(`preview.example:${r.port}`)).toBe(200);
        expect(await answer('other.example')).toBe(403);
        if (args.length) expect(await answer('staging.example')).toBe(200);
      } finally {
        await stop(r);
      }
    }
  }, 30_000);

  test('an --allowed-hosts entry that is no host name stops the server with one line', async () => {
    const child = spawn(process.execPath, [...TSX_NODE_ARGS, SERVER_MAIN, '--dir', root, '--port', '0', '--allowed-hosts', 'https://preview.example/'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    expect(await new Promise<number | null>((resolve) => child.on('exit', resolve))).toBe(1);
    expect(err.trim().split('\n').at(-1)).toBe('serve: --allowed-hosts: "https://preview.example/" is not a host name (write it as example.com, without scheme, port or path)');
    expect(err).not.toMatch(/^\s+at /m); // no stack trace
  });
});

describe('configuration', () => {
  test('a symlinked --dir pointed elsewhere while it serves changes neither the files served nor their headers', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-link-'));
    const [first, second, link] = ['first', 'second', 'out'].map((name) => path.join(dir, name)) as [string, string, string];
    cpSync(root, first, { recursive: true });
    cpSync(root, second, { recursive: true });
    writeFileSync(path.join(second, 'index.html'), '<!doctype html><title>second</title><script>alert(1)</script>');
    symlinkSync(first, link);
    const r = await startServer(['--dir', link, '--headers', path.join(dir, 'none.json')]);
    try {
      const home = async () => (await rawRequest({ port: r.port, data: buildRequest('GET', '/') })).headers['content-security-policy'];
      const before = await home();
      symlinkSync(second, `${link}.next`);
      renameSync(`${link}.next`, link);
      const res = await rawRequest({ port: r.port, data: buildRequest('GET', '/') });
      expect(res.body.toString()).not.toContain('second');
      expect(res.headers['content-security-policy']).toBe(before);
    } finally {
      await stop(r);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('a build swapped in while it serves is served with its own headers from the next request', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-reload-'));
    const headersFile = path.join(dir, 'headers.json');
    const defs = computeDefinitions(root);
    const withPolicy = (policy: string) => {
      // as the build does: written aside, then renamed over the old file
      writeDefinitions(`${headersFile}.next`, { ...defs, csp: { ...defs.csp, policy } });
      renameSync(`${headersFile}.next`, headersFile);
    };
    withPolicy("default-src 'self'; script-src 'self' 'sha256-first'");
    const r = await startServer(['--headers', headersFile]);
    try {
      const policy = async () => (await rawRequest({ port: r.port, data: buildRequest('GET', '/') })).headers['content-security-policy'];
      expect(await policy()).toBe("default-src 'self'; script-src 'self' 'sha256-first'");
      withPolicy("default-src 'self'; script-src 'self' 'sha256-second'");
      expect(await policy()).toBe("default-src 'self'; script-src 'self' 'sha256-second'");
      // a new file that breaks the header rules is named in one line, and the build's headers are computed from
      // its pages instead (the page still served, nothing injected)
      withPolicy("default-src 'self'\r\nX-Injected: 1");
      const res = await rawRequest({ port: r.port, data: buildRequest('GET', '/') });
      expect(res.status).toBe(200);
      expect(res.headers['x-injected']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBe(defs.csp.policy);
      expect(r.stderr()).toMatch(/unreadable: csp: policy: the Content-Security-Policy header: its value: .* contains a line break.*; computed the headers from /);
    } finally {
      await stop(r);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('--port and --host flags win over PORT/HOST', async () => {
    const port = await freePort();
    const r = await startServer(['--port', String(port), '--host', '127.0.0.1'], { PORT: '1', HOST: '0.0.0.0' }, port);
    try {
      const res = await rawRequest({ port, data: buildRequest('GET', '/') });
      expect(res.status).toBe(200);
    } finally {
      await stop(r);
    }
  }, 60_000);

  test('HOST and PORT environment variables are used without flags', async () => {
    const port = await freePort();
    const r = await startServer([], { HOST: '127.0.0.1', PORT: String(port) }, port);
    try {
      expect((await rawRequest({ port, data: buildRequest('HEAD', '/') })).status).toBe(200);
    } finally {
      await stop(r);
    }
  }, 60_000);

  test('a stale headers file is replaced by headers computed from the served directory', async () => {
    const stale = path.join(root, '..', `${path.basename(root)}-stale-headers.json`);
    writeFileSync(stale, JSON.stringify({ version: 1, htmlDigest: 'nope', csp: { policy: "script-src 'unsafe-inline'" } }));
    const r = await startServer(['--headers', stale]);
    try {
      const res = await rawRequest({ port: r.port, data: buildRequest('GET', '/') });
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self' 'sha256-/);
      expect(r.stderr()).toMatch(/stale/);
    } finally {
      await stop(r);
      rmSync(stale, { force: true });
    }
  }, 60_000);

  test('a headers file setting a header the build does not send is one line, and the headers computed from the served directory are sent', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'serve-edited-'));
    const headersFile = path.join(dir, 'headers.json');
    const defs = computeDefinitions(root);
    writeDefinitions(headersFile, { ...defs, security: { ...defs.security, 'Transfer-Encoding': 'chunked' } });
    const r = await startServer(['--headers', headersFile]);
    try {
      const res = await rawRequest({ port: r.port, data: buildRequest('GET', '/') });
      expect(res.status).toBe(200);
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
      const names = Object.keys(SECURITY_HEADERS).join(', ');
      expect(r.stderr()).toBe(
        `serve: ${headersFile} unreadable: security: Transfer-Encoding: is not one of the build's security headers: ${names} (run npm run host-configs to write it again); computed the headers from ${realpathSync(root)}\n`,
      );
    } finally {
      await stop(r);
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('refuses to start without a built site', async () => {
    const child = spawn(process.execPath, [...TSX_NODE_ARGS, SERVER_MAIN, '--dir', path.join(root, 'no-such-dir'), '--port', '0'], { stdio: 'pipe' });
    let err = '';
    child.stderr.on('data', (c: Buffer) => {
      err += c.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/npm run build/);
  });
});

describe('connections that never send a byte', () => {
  /** Opens `count` sockets that send nothing; `closed()` counts those the server has closed. */
  async function openSilent(port: number, count: number) {
    const net = await import('node:net');
    let closed = 0;
    const sockets: import('node:net').Socket[] = [];
    // In batches under the listen backlog (511): past it the kernel completes handshakes the server never accepts.
    for (let start = 0; start < count; start += 250) {
      const batch = await Promise.all(
        Array.from(
          { length: Math.min(250, count - start) },
          () =>
            new Promise<import('node:net').Socket>((resolve) => {
              const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
              socket.on('error', () => {});
              socket.on('close', () => {
                closed += 1;
              });
            }),
        ),
      );
      sockets.push(...batch);
    }
    return { sockets, closed: () => closed };
  }

  async function until(condition: () => boolean, timeoutMs: number) {
    const end = Date.now() + timeoutMs;
    while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  test('2,000 of them: GET / still answers within a second, and each is closed after the idle timeout', async () => {
    const quiet = await startServer([], { IDLE_TIMEOUT_MS: '5000' });
    const silent = await openSilent(quiet.port, 2000);
    try {
      // The first visitor waits behind the server's accepting of the 2,000 (a burst, once); the next is timed.
      expect((await rawRequest({ port: quiet.port, data: buildRequest('GET', '/') })).status).toBe(200);
      const started = Date.now();
      const res = await rawRequest({ port: quiet.port, data: buildRequest('GET', '/') });
      expect(res.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(silent.closed()).toBe(0);
      await until(() => silent.closed() === 2000, 15_000);
      expect(silent.closed()).toBe(2000);
    } finally {
      for (const socket of silent.sockets) socket.destroy();
      await stop(quiet);
    }
  }, 40_000);

  test('at the connection cap, the oldest silent socket makes room for a visitor', async () => {
    const capped = await startServer([], { MAX_CONNECTIONS: '50' });
    const silent = await openSilent(capped.port, 80);
    try {
      const res = await rawRequest({ port: capped.port, data: buildRequest('GET', '/') });
      expect(res.status).toBe(200);
      await until(() => silent.closed() >= 31, 5000);
      expect(silent.closed()).toBeGreaterThanOrEqual(31); // 80 silent + 1 visitor through 50 places
    } finally {
      for (const socket of silent.sockets) socket.destroy();
      await stop(capped);
    }
  }, 60_000);

  test('refuses a limit that is not a positive whole number', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [...TSX_NODE_ARGS, SERVER_MAIN, '--dir', root, '--quiet'], {
      env: { ...process.env, PORT: String(port), IDLE_TIMEOUT_MS: '2s' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toMatch(/IDLE_TIMEOUT_MS must be a positive whole number/);
  });
});
