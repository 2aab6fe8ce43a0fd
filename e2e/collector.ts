// A fake analytics collector on 127.0.0.1: records every request (Plausible's /api/event, Umami's
// /api/send, GA4's gtag.js) and answers CORS as the real ones do. The sites are built with an https://
// origin for it (the build refuses a loopback analytics host); `connect` routes the browser's requests
// for that origin to it.
import { createServer } from 'node:http';
import type { BrowserContext } from '@playwright/test';

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
  const local = `http://127.0.0.1:${portNumber}`;
  const origin = `https://collector${portNumber}.example.com`;
  return {
    /** The analytics host the sites are built with. */
    origin,
    /** Sends the browser's requests for `origin` to the collector, as they were made (method, headers, body). */
    connect: (context: BrowserContext) =>
      context.route(`${origin}/**`, async (route) => {
        const request = route.request();
        const url = new URL(request.url());
        const answer = await fetch(`${local}${url.pathname}${url.search}`, {
          method: request.method(),
          headers: await request.allHeaders(),
          body: request.postData() ?? undefined,
        });
        await route.fulfill({ status: answer.status, headers: Object.fromEntries(answer.headers), body: Buffer.from(await answer.arrayBuffer()) });
      }),
    hits,
    /** Parsed JSON bodies of the POSTed events. */
    events: () => hits.filter((hit) => hit.method === 'POST').map((hit) => JSON.parse(hit.body)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
