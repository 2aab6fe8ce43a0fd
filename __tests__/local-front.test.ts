/** @jest-environment node */
import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { forward, listenFront, refusal } from '../scripts/local-front';
import { freePort } from '../test-support/ports';
import { buildRequest, rawRequest } from '../test-support/raw-http';

const PORT = 8080;
const check = (url: string, headers: Record<string, string>) => refusal({ url, headers }, PORT);

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

  test('a page elsewhere loading it without an Origin (an <img>, a <script>): 403; a link to it: allowed', () => {
    expect(check('/admin/', { host: '127.0.0.1:8080', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors' })).toMatchObject({ status: 403 });
    expect(check('/admin/', { host: '127.0.0.1:8080', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' })).toBeNull();
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
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*', 'X-Up': 'yes' }).end(`${req.method} ${req.url} ${req.headers.host}`);
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
        forward(req, res, socket(), { headers: { 'Content-Security-Policy': "default-src 'self'" } });
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
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
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
