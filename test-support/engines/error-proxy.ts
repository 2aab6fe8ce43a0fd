// A proxy in front of the site for the WebKit run, whose WebDriver reports no console. Into each HTML
// page it puts, as the first element of <head>, a script that records uncaught errors, unhandled
// rejections, CSP violations and console.error calls in `window.__engineErrors`, and it adds that
// script's hash to the page's script-src. Everything else passes through as it is.
import { createHash } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

const RECORDER = `(() => {
  const errors = (window.__engineErrors = []);
  const log = console.error;
  console.error = (...args) => { errors.push(args.map(String).join(' ')); log.apply(console, args); };
  addEventListener('error', (e) => errors.push('uncaught: ' + e.message));
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + e.reason));
  addEventListener('securitypolicyviolation', (e) => errors.push('CSP ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline code')));
})();`;
const RECORDER_SOURCE = `'sha256-${createHash('sha256').update(RECORDER).digest('base64')}'`;

const withRecorder = (html: string) => html.replace(/<head\b[^>]*>/i, (head) => `${head}<script>${RECORDER}</script>`);
const allowRecorder = (policy: string) => policy.replace(/(^|;)\s*script-src\b/i, (directive) => `${directive} ${RECORDER_SOURCE}`);

export async function startErrorProxy(target: string): Promise<{ base: string; stop: () => void }> {
  const upstreamHost = new URL(target).host;
  let ownHost = '';
  const server = createServer((req, res) => {
    if (req.headers.host !== ownHost) return void res.writeHead(421).end();
    // Identity encoding so pages can be rewritten; no conditional requests, whose 304 would bring back the original CSP.
    const { 'if-none-match': _etag, 'if-modified-since': _date, ...headers } = req.headers;
    const forward = request(`${target}${req.url}`, { method: req.method, headers: { ...headers, host: upstreamHost, 'accept-encoding': 'identity' } }, (up) => {
      if (!/^text\/html\b/i.test(up.headers['content-type'] ?? '') || req.method !== 'GET') {
        res.writeHead(up.statusCode ?? 502, up.headers);
        return void up.pipe(res);
      }
      const chunks: Buffer[] = [];
      up.on('data', (chunk: Buffer) => chunks.push(chunk));
      up.on('end', () => {
        const body = Buffer.from(withRecorder(Buffer.concat(chunks).toString('utf8')));
        const policy = up.headers['content-security-policy'];
        const csp = policy === undefined ? {} : { 'content-security-policy': allowRecorder(String(policy)) };
        res.writeHead(up.statusCode ?? 502, { ...up.headers, ...csp, 'content-length': String(body.length) }).end(body);
      });
    });
    forward.on('error', (error) => res.writeHead(502).end(error.message));
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ownHost = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base: `http://${ownHost}`, stop: () => server.close() };
}
