// A tiny HTTP/1.1 client over a raw TCP socket, so tests can send bytes that real
// clients refuse to send (a raw NUL, a lone `%`, odd methods, 10 KB request lines).
import net from 'node:net';

export interface RawResponse {
  status: number;
  statusText: string;
  headers: Record<string, string>;
  headerList: [string, string][];
  body: Buffer;
  raw: Buffer;
}

/**
 * Sends `data` as-is and reads until the server closes the connection (we always send
 * `Connection: close`) or `timeout` ms pass. `untilComplete`: or until one whole response has come, for a
 * server that keeps the connection open whatever the request says (wrangler's development proxy).
 */
export function rawRequest({
  host = '127.0.0.1',
  port,
  data,
  timeout = 5000,
  untilComplete = false,
}: {
  host?: string;
  port: number;
  data: string | Buffer;
  timeout?: number;
  untilComplete?: boolean;
}): Promise<RawResponse> {
  const head = /^HEAD /.test(typeof data === 'string' ? data : data.toString('latin1', 0, 5));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect({ host, port });
    let settled = false;
    const finish = (err?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks);
      if (err && raw.length === 0) return reject(err);
      try {
        resolve(parseResponse(raw));
      } catch (e) {
        reject(e);
      }
    };
    const timer = setTimeout(() => finish(new Error(`timeout after ${timeout} ms`)), timeout);
    socket.on('connect', () => socket.write(typeof data === 'string' ? Buffer.from(data, 'latin1') : data));
    socket.on('data', (c: Buffer) => {
      chunks.push(c);
      if (untilComplete && isComplete(Buffer.concat(chunks), head)) finish();
    });
    socket.on('end', () => finish());
    socket.on('close', () => finish());
    socket.on('error', (err) => finish(err));
  });
}

/** Whether `raw` holds one whole response: its head, and the body its framing announces (none for HEAD, 1xx, 204, 304). */
function isComplete(raw: Buffer, head: boolean): boolean {
  const sep = raw.indexOf('\r\n\r\n');
  if (sep === -1) return false;
  const lines = raw.subarray(0, sep).toString('latin1').toLowerCase().split('\r\n');
  const status = Number(/^http\/1\.[01] (\d{3})/.exec(lines[0] ?? '')?.[1]);
  if (head || status < 200 || status === 204 || status === 304) return true;
  const header = (name: string) =>
    lines
      .find((line) => line.startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim();
  const body = raw.subarray(sep + 4);
  if (/\bchunked\b/.test(header('transfer-encoding') ?? '')) return /(?:^|\r\n)0\r\n(?:[^\r\n]*\r\n)*\r\n$/.test(body.toString('latin1'));
  const length = header('content-length');
  return length !== undefined && body.length >= Number(length);
}

/** Parses one HTTP/1.x response (status line, headers, body; de-chunks chunked bodies). */
export function parseResponse(raw: Buffer): RawResponse {
  const sep = raw.indexOf('\r\n\r\n');
  if (sep === -1) throw new Error(`no complete response head in ${JSON.stringify(raw.toString('latin1').slice(0, 200))}`);
  const head = raw.subarray(0, sep).toString('latin1').split('\r\n');
  const m = /^HTTP\/1\.[01] (\d{3})(?: (.*))?$/.exec(head[0] ?? '');
  if (!m) throw new Error(`bad status line ${JSON.stringify(head[0])}`);
  const headerList: [string, string][] = [];
  const headers: Record<string, string> = {};
  for (const line of head.slice(1)) {
    const i = line.indexOf(':');
    if (i <= 0) continue;
    const name = line.slice(0, i).trim().toLowerCase();
    const value = line.slice(i + 1).trim();
    headerList.push([name, value]);
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  let body = raw.subarray(sep + 4);
  if (/\bchunked\b/i.test(headers['transfer-encoding'] ?? '')) body = dechunk(body);
  return { status: Number(m[1]), statusText: m[2] ?? '', headers, headerList, body, raw };
}

function dechunk(buf: Buffer): Buffer {
  const parts: Buffer[] = [];
  let pos = 0;
  while (pos < buf.length) {
    const eol = buf.indexOf('\r\n', pos);
    if (eol === -1) break;
    const size = parseInt(buf.subarray(pos, eol).toString('latin1'), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(buf.subarray(eol + 2, eol + 2 + size));
    pos = eol + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/** Builds a request: `request('GET', '/slots', { Range: 'bytes=0-9' })`. Host and Connection: close added. */
export function buildRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  { version = '1.1', host = 'localhost' }: { version?: string; host?: string | null } = {},
): string {
  const lines = [`${method} ${target} HTTP/${version}`];
  const names = Object.keys(headers).map((h) => h.toLowerCase());
  if (host !== null && !names.includes('host')) lines.push(`Host: ${host}`);
  if (!names.includes('connection')) lines.push('Connection: close');
  for (const [k, v] of Object.entries(headers)) lines.push(`${k}: ${v}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}
