/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { forward, listenFront, plainTarget, refusal } from '../scripts/local-front';
import { freePort } from '../test-support/ports';
import { buildRequest, rawRequest } from '../test-support/raw-http';

const PORT = 8080;
const check = (url: string, headers: Record<string, string>, method = 'GET') => refusal({ url, method, headers, rawHeaders: Object.entries(headers).flat() }, PORT);
const OWN = { host: '127.0.0.1:8080' };

describe('refusal: only this computer user’s own requests pass', () => {
  test.each([
    ['127.0.0.1:8080', undefined],
    ['localhost:8080', undefined],
    ['LocalHost:8080', undefined],
    ['127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['localhost:8080', 'http://localhost:8080'],
    ['127.0.0.1:8080', 'http://localhost:8080'],
  ])('Host %s, Origin %s: allowed', (host, origin) => {
    expect(check('/admin/', { host, ...(origin && { origin }) })).toBeNull();
  });

  test.each([
    ['a rebinding name at the port', { host: 'evil.example:8080' }],
    ['a rebinding name with a same-origin fetch', { host: 'rebind.attacker.example:8080', 'sec-fetch-site': 'same-origin' }],
    ['another port', { host: '127.0.0.1:8081' }],
    ['no port', { host: '127.0.0.1' }],
    ['a trailing dot', { host: 'localhost.:8080' }],
    ['0.0.0.0', { host: '0.0.0.0:8080' }],
    ['no Host', {}],
  ])('a foreign Host (%s): 403', (_, headers) => {
    expect(check('/', headers)).toEqual({ status: 403, reason: expect.stringMatching(/^Host ".*" is not this tool's address \(http:\/\/127\.0\.0\.1:8080\)/) });
  });

  test.each(['http://evil.example:8080', 'http://127.0.0.1:3001', 'https://127.0.0.1:8080', 'null', 'http://127.0.0.1:8080.evil.example'])(
    'a foreign Origin (%s): 403',
    (origin) => {
      expect(check('/api/v1', { host: '127.0.0.1:8080', origin })).toEqual({ status: 403, reason: `Origin "${origin}" is not this tool's own pages` });
    },
  );

  test.each(['cross-site', 'same-site'])('another site (%s) may link to a page and nothing else: no <img>, <script>, fetch, frame or form post', (site) => {
    const from = (mode: string, dest: string, method = 'GET') => check('/admin/', { ...OWN, 'sec-fetch-site': site, 'sec-fetch-mode': mode, 'sec-fetch-dest': dest }, method);
    expect(from('navigate', 'document')).toBeNull();
    expect(from('navigate', 'document', 'HEAD')).toBeNull();
    for (const [mode, dest, method] of [
      ['no-cors', 'image', 'GET'],
      ['no-cors', 'script', 'GET'],
      ['no-cors', 'empty', 'GET'],
      ['cors', 'empty', 'GET'],
      ['navigate', 'iframe', 'GET'],
      ['navigate', 'document', 'POST'],
      ['navigate', '', 'GET'],
    ]) {
      expect(from(mode!, dest!, method)).toEqual({ status: 403, reason: `a request sent by another site (Sec-Fetch-Site "${site}") that is not a link to a page` });
    }
  });

  test.each(['same-origin', 'none'])('Sec-Fetch-Site %s (its own pages, or typed by the user): allowed', (site) => {
    expect(check('/admin/', { ...OWN, 'sec-fetch-site': site, 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' })).toBeNull();
  });

  const DEV_ENDPOINTS = [
    '/__nextjs_attach-nodejs-inspector',
    '/__nextjs_launch-editor?file=package.json&line=1',
    '/__nextjs_original-stack-frames',
    '/__nextjs_source-map?filename=file%3A%2F%2F%2Fetc%2Fpasswd',
    '/__nextjs_restart_dev',
    '/__nextjs_devtools_config',
    '/__nextjs_server_status',
    '/__NEXTJS_launch-editor',
    '/%5F_nextjs_launch-editor',
    '/%5f%5fnextjs_attach-nodejs-inspector',
    '/./__nextjs_launch-editor',
    '/_next/../__nextjs_launch-editor',
    '/_next/%2E%2E/__nextjs_launch-editor',
    '/_next/mcp',
    '/_next//mcp/',
    '/_NEXT/MCP',
  ];
  const HEADER_SETS: [string, Record<string, string>][] = [
    ['no Sec-Fetch headers', {}],
    ['its own page', { origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    ['typed in', { 'sec-fetch-site': 'none', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['a link from another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['a link from another port', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }],
    ['localhost', { host: 'localhost:8080' }],
  ];
  test.each(DEV_ENDPOINTS.flatMap((url) => HEADER_SETS.map(([name, headers]) => [url, name, headers] as const)))(
    "Next's development endpoint %s (%s): 403 whatever the headers",
    (url, _, headers) => {
      expect(check(url, { ...OWN, ...headers })).toEqual({ status: 403, reason: expect.stringMatching(/is one of Next's development endpoints, closed here$/) });
    },
  );

  test('what editing and hot reload need stays open: pages, assets, the HMR socket, the overlay’s font', () => {
    for (const url of ['/', '/slots', '/_next/static/chunks/main.js', '/_next/webpack-hmr?id=1', '/__nextjs_font/geist-latin.woff2', '/images/a.png'])
      expect(check(url, OWN)).toBeNull();
  });

  test.each([
    ['an encoded slash', '/images%2F..%2F..%2Fpackage.json'],
    ['an encoded backslash', '/images%5C..%5Cpackage.json'],
    ['an encoded NUL', '/a%00.png'],
    ['a stray %', '/a%zz'],
  ])('%s in the path: 400 (one path for the front, another for the server behind)', (_, url) => {
    expect(check(url, OWN)).toEqual({ status: 400, reason: 'the request target is not a plain path' });
  });

  test.each([
    ['GET', { 'transfer-encoding': 'chunked' }],
    ['HEAD', { 'content-length': '52' }],
    ['DELETE', { 'transfer-encoding': 'chunked' }],
    ['OPTIONS', { 'content-length': '1' }],
  ])('a %s request with a body (%j): 400, so no second request rides in it unchecked', (method, body) => {
    expect(check('/', { ...OWN, ...body }, method)).toEqual({ status: 400, reason: `a ${method} request with a body` });
    expect(check('/', { ...OWN, 'content-length': '0' }, method)).toBeNull();
  });

  test.each(['host', 'origin', 'sec-fetch-site', 'content-type'])('a second %s header: 400', (name) => {
    const headers = { ...OWN, origin: 'http://127.0.0.1:8080', 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    const rawHeaders = [...Object.entries(headers).flat(), name, name === 'host' ? 'evil.example:8080' : 'x'];
    expect(refusal({ url: '/', headers, rawHeaders }, PORT)).toEqual({ status: 400, reason: `the request has ${name} twice` });
  });

  test('plainTarget: the target the server behind gets is the one checked, dot segments resolved', () => {
    expect(plainTarget('/a/../b?x=1')).toEqual({ target: '/b?x=1', path: '/b' });
    expect(plainTarget('/_next/%2E%2E/__nextjs_x')).toEqual({ target: '/__nextjs_x', path: '/__nextjs_x' });
    expect(plainTarget('/caf%C3%A9')).toEqual({ target: '/caf%C3%A9', path: '/café' });
    expect(plainTarget('//evil.example/')).toBeNull();
  });

  test.each(['//a:99999/', '//evil.example/', '*', 'http://evil.example/', 'evil.example:443', ''])('a malformed target %j: 400', (url) => {
    expect(check(url, { host: '127.0.0.1:8080' })).toMatchObject({ status: 400 });
  });
});

describe('listenFront and forward, on real sockets', () => {
  let dir: string;
  let upstream: Server;
  let front: Server;
  let port: number;
  const socket = () => path.join(dir, 'up.sock');

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'front-'));
    upstream = createServer((req, res) => {
      if (req.url === '/boom') throw new Error('never reached: the front handles /boom itself');
      res
        .writeHead(200, {
          'Content-Type': 'text/plain',
          'Access-Control-Allow-Origin': '*',
          'X-Up': 'yes',
          'X-Got-Policy': String(req.headers['content-security-policy'] ?? 'none'),
        })
        .end(`${req.method} ${req.url} ${req.headers.host}`);
    });
    upstream.on('upgrade', (req, sock) => {
      sock.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      sock.on('data', (data: Buffer) => sock.write(`echo:${data.toString()}`));
      sock.on('end', () => sock.end());
    });
    await new Promise<void>((resolve) => upstream.listen(socket(), resolve));
    port = await freePort();
    front = await listenFront(
      port,
      (req, res) => {
        if (req.url === '/boom') throw new Error('a handler bug');
        forward(req, res, socket(), { headers: { 'Content-Security-Policy': "default-src 'self'", 'Content-Type': 'text/plain; charset=utf-8' } });
      },
      socket(),
    );
  });
  afterAll(async () => {
    for (const server of [front, upstream]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (target: string, headers: Record<string, string> = {}) => rawRequest({ port, data: buildRequest('GET', target, headers, { host: `127.0.0.1:${port}` }) });

  test('forwards an own request, adds the headers given and drops any CORS allowance', async () => {
    const response = await get('/page?x=1');
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe(`GET /page?x=1 127.0.0.1:${port}`);
    expect(response.headers['x-up']).toBe('yes');
    expect(response.headers['content-security-policy']).toBe("default-src 'self'");
    expect(response.headerList.filter(([name]) => name.toLowerCase() === 'content-type')).toEqual([['content-type', 'text/plain; charset=utf-8']]);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('forwards the target it checked (dot segments resolved) and drops a policy the request brings', async () => {
    const response = await get('/x/../page?y=2', { 'Content-Security-Policy': "script-src 'nonce-chosen-by-the-page'" });
    expect(response.body.toString()).toBe(`GET /page?y=2 127.0.0.1:${port}`);
    expect(response.headers['x-got-policy']).toBe('none');
  });

  test('refuses a rebinding Host and a foreign Origin with 403, a malformed target with 400, and keeps serving', async () => {
    const rebound = await get('/__nextjs_attach-nodejs-inspector', { Host: `rebind.attacker.example:${port}` });
    expect(rebound.status).toBe(403);
    expect(rebound.body.toString()).toMatch(/^Forbidden: Host "rebind\.attacker\.example:\d+" is not this tool's address/);
    expect((await get('/', { Origin: 'http://evil.example' })).status).toBe(403);
    expect((await get('//a:99999/')).status).toBe(400);
    expect((await get('/boom')).status).toBe(500);
    expect((await get('/still-here')).status).toBe(200);
  });

  const upgrade = (host: string) =>
    new Promise<string>((resolve) => {
      const sock = connect(port, '127.0.0.1', () =>
        sock.write(
          `GET /_next/hmr HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
        ),
      );
      let text = '';
      sock.on('data', (data: Buffer) => {
        text += data.toString();
        if (text.includes('\r\n\r\n') && !text.includes('echo:') && text.startsWith('HTTP/1.1 101')) sock.write('ping');
        if (text.includes('echo:ping')) sock.destroy();
      });
      sock.on('close', () => resolve(text));
    });

  test('forwards an own WebSocket upgrade both ways and refuses one with a rebinding Host', async () => {
    expect(await upgrade(`localhost:${port}`)).toMatch(/^HTTP\/1\.1 101[\s\S]*echo:ping$/);
    expect(await upgrade(`evil.example:${port}`)).toMatch(/^HTTP\/1\.1 403 Forbidden[\s\S]*Host "evil\.example:\d+" is not this tool's address/);
  });

  test('answers 502 while the server behind is not there', async () => {
    const port2 = await freePort();
    const lonely = await listenFront(port2, (req, res) => forward(req, res, path.join(dir, 'missing.sock')));
    const response = await new Promise<number>((resolve) => request({ port: port2, host: '127.0.0.1', path: '/' }, (res) => resolve(res.statusCode ?? 0)).end());
    expect(response).toBe(502);
    lonely.closeAllConnections();
    await new Promise((resolve) => lonely.close(resolve));
  });
});
