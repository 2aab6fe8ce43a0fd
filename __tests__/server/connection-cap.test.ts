/** @jest-environment node */
// The connection cap of the `npm start` server (server/app.ts): at the cap, the connection idle longest
// makes room for a visitor, whether it has sent nothing yet or sits on keep-alive between requests; a
// visitor is refused only while every open connection has a request in progress. Each step awaits the
// one before it over raw sockets, so the order of idleness is set by the test, not by timers.
import { rmSync, truncateSync, writeFileSync } from 'node:fs';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { createSiteServer } from '../../server/app';
import { createFixture } from '../../test-support/fixture';

const CAP = 5;
// Far more than loopback's socket buffers hold (4 MiB sent, 32 MiB received at most on Linux): a
// client that stops reading keeps this download in progress until it reads again.
const BIG_SIZE = 64 * 1024 * 1024;

interface Client {
  closed: Promise<void>;
  write(data: string): void;
  /** the next response's status once its head has arrived; its body (none after HEAD) is dropped as it comes */
  head(method: 'GET' | 'HEAD'): Promise<number>;
  /** reads until the last response's body has arrived in full */
  body(): Promise<void>;
  /** one request on the open connection, answered in full */
  request(method: 'GET' | 'HEAD', target: string): Promise<number>;
  pause(): void;
  resume(): void;
}

const root = createFixture();
writeFileSync(path.join(root, 'big.bin'), '');
truncateSync(path.join(root, 'big.bin'), BIG_SIZE); // sparse: no disk used

let server: http.Server;
let port: number;
const sockets: net.Socket[] = [];

/** A server with the cap; `stalledAfterMs` far beyond a test's length unless the test is about it. */
async function start(stalledAfterMs = 600_000) {
  server = createSiteServer({ root, headers: {}, maxConnections: CAP, stalledAfterMs });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}

beforeEach(() => start());

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const requestText = (method: string, target: string) => `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;

/** A raw keep-alive connection, resolved once the handshake is done (the server accepts in connection order). */
function connect(): Promise<Client> {
  const socket = net.connect({ port, host: '127.0.0.1' });
  sockets.push(socket);
  let buffer = Buffer.alloc(0);
  let bodyLeft = 0; // bytes of the current body not yet arrived
  let isClosed = false;
  let changed = () => {};
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => {
    const dropped = Math.min(bodyLeft, chunk.length);
    bodyLeft -= dropped;
    if (dropped < chunk.length) buffer = Buffer.concat([buffer, chunk.subarray(dropped)]);
    changed();
  });
  const closed = new Promise<void>((resolve) =>
    socket.once('close', () => {
      isClosed = true;
      resolve();
      changed();
    }),
  );
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      changed = () => {
        if (ready()) resolve();
        else if (isClosed) reject(new Error('the server closed the connection'));
      };
      changed();
    });

  const client: Client = {
    closed,
    write: (data) => socket.write(data),
    async head(method) {
      await until(() => buffer.includes('\r\n\r\n'));
      const end = buffer.indexOf('\r\n\r\n') + 4;
      const text = buffer.subarray(0, end).toString('latin1');
      const length = method === 'HEAD' ? 0 : Number(/\r\ncontent-length: *(\d+)/i.exec(text)?.[1] ?? 0);
      const rest = buffer.subarray(end);
      buffer = rest.subarray(Math.min(length, rest.length));
      bodyLeft = length - (rest.length - buffer.length);
      return Number(/^HTTP\/1\.1 (\d{3}) /.exec(text)?.[1]);
    },
    body() {
      socket.resume();
      return until(() => bodyLeft === 0);
    },
    async request(method, target) {
      client.write(requestText(method, target));
      const status = await client.head(method);
      await client.body();
      return status;
    },
    pause: () => socket.pause(),
    resume: () => socket.resume(),
  };
  return new Promise((resolve) => socket.once('connect', () => resolve(client)));
}

/** The index of the first of `clients[from…]` the server closes. */
const firstClosed = (clients: Client[], from = 0) => Promise.race(clients.slice(from).map((client, i) => client.closed.then(() => from + i)));

/** A connection whose download is in progress: its head has arrived, and it reads no further. */
async function downloading(): Promise<Client> {
  const client = await connect();
  client.write(requestText('GET', '/big.bin'));
  expect(await client.head('GET')).toBe(200);
  client.pause();
  return client;
}

describe('the connection cap', () => {
  test('at the cap, the connection idle longest on keep-alive is closed and the visitor is served', async () => {
    const clients: Client[] = [];
    for (let i = 0; i < CAP; i += 1) {
      const client = await connect();
      expect(await client.request('HEAD', '/')).toBe(200);
      clients.push(client);
    }
    // served again: the second connection is now the one idle longest, though the first is older
    expect(await clients[0]!.request('HEAD', '/')).toBe(200);

    const visitor = await connect();
    expect(await visitor.request('GET', '/')).toBe(200);
    expect(await firstClosed(clients)).toBe(1);
    for (const i of [0, 2, 3, 4]) expect(await clients[i]!.request('HEAD', '/')).toBe(200);
  });

  test('connections that have sent nothing wait in the same line, by how long they have been idle', async () => {
    // silent, kept alive, silent, kept alive, kept alive: each idle from its connection or its last response
    const clients: Client[] = [];
    for (const silent of [true, false, true, false, false]) {
      const client = await connect();
      if (!silent) expect(await client.request('HEAD', '/')).toBe(200);
      clients.push(client);
    }
    for (const expected of [0, 1, 2]) {
      const visitor = await connect();
      expect(await visitor.request('GET', '/')).toBe(200);
      expect(await firstClosed(clients, expected)).toBe(expected);
    }
  });

  test('while every connection has a request in progress, a visitor is refused and none of them is closed', async () => {
    const busy: Client[] = [];
    for (let i = 0; i < CAP - 1; i += 1) busy.push(await downloading());
    // pipelined: the HEAD's response ends while the download after it is still in progress
    const pipelined = await connect();
    pipelined.write(requestText('HEAD', '/') + requestText('GET', '/big.bin'));
    expect(await pipelined.head('HEAD')).toBe(200);
    expect(await pipelined.head('GET')).toBe(200);
    pipelined.pause();
    busy.push(pipelined);

    const refused = await connect();
    await expect(refused.request('HEAD', '/')).rejects.toThrow('the server closed the connection');

    // each download completes, in order: the first to finish is then the one idle longest
    for (const client of busy) await client.body();
    const visitor = await connect();
    expect(await visitor.request('GET', '/')).toBe(200);
    expect(await firstClosed(busy)).toBe(0);
  }, 30_000);

  test('when none is idle, the connection busy longest makes room once it has been busy past the limit (slow readers, long pipelines)', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await start(0); // every busy connection is past the limit at once: the order alone decides
    const busy: Client[] = [];
    for (let i = 0; i < CAP; i += 1) busy.push(await downloading());
    const visitor = await connect();
    expect(await visitor.request('GET', '/')).toBe(200);
    // a paused socket learns of its end only as it reads on: the one closed is the first busy
    for (const client of busy) client.resume();
    expect(await firstClosed(busy)).toBe(0);
    for (const client of busy.slice(1)) await client.body(); // the rest were never closed: their downloads complete
  }, 30_000);
});
