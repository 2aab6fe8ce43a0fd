// A fake analytics collector on 127.0.0.1: records every request (Plausible's /api/event, Umami's
// /api/send, GA4's gtag.js) and answers CORS as the real ones do.
import { createServer } from 'node:http';

export interface Hit {
  method: string;
  path: string;
  body: string;
  cookie?: string;
}

export async function startCollector(portNumber: number) {
  const hits: Hit[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Headers', 'content-type');
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      if (request.method === 'OPTIONS') return response.writeHead(204).end();
      hits.push({ method: request.method ?? '', path: request.url ?? '', body, cookie: request.headers.cookie });
      if (request.url?.startsWith('/gtag/js')) {
        response.writeHead(200, { 'Content-Type': 'text/javascript' }).end('/* fake gtag.js */');
      } else {
        response.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(portNumber, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${portNumber}`,
    hits,
    /** Parsed JSON bodies of the POSTed events. */
    events: () => hits.filter((hit) => hit.method === 'POST').map((hit) => JSON.parse(hit.body)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
