// First-view bytes per resource type, measured in Playwright at Lighthouse's mobile viewport.
import zlib from 'node:zlib';
import { chromium, type Browser, type Request } from '@playwright/test';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { CHROME_PATH, CHROME_FLAGS } from './chrome';

export const TYPES = ['html', 'js', 'css', 'images', 'fonts', 'other'] as const;
export type ResourceType = (typeof TYPES)[number];
export interface Size {
  raw: number;
  br: number;
}
export type Bytes = { requests: number } & Record<ResourceType | 'total', Size>;
export interface Resource extends Size {
  url: string;
  type: ResourceType;
  status: number;
}

// Lighthouse's own mobile emulation (Moto G Power), so both tools load the same responsive images.
const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as { width: number; height: number; deviceScaleFactor: number };
const MOBILE = {
  viewport: { width, height },
  deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export function brotliSize(buffer: Buffer): number {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  }).length;
}

function classify(resourceType: string, contentType: string): ResourceType {
  switch (resourceType) {
    case 'document':
      return 'html';
    case 'script':
      return 'js';
    case 'stylesheet':
      return 'css';
    case 'image':
      return 'images';
    case 'font':
      return 'fonts';
  }
  if (/javascript/.test(contentType)) return 'js';
  if (/^text\/css/.test(contentType)) return 'css';
  if (/^image\//.test(contentType)) return 'images';
  if (/^font\/|woff2?/.test(contentType)) return 'fonts';
  return 'other';
}

export function emptyBytes(): Bytes {
  const size = () => ({ raw: 0, br: 0 });
  return { requests: 0, total: size(), html: size(), js: size(), css: size(), images: size(), fonts: size(), other: size() };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
}

/**
 * The React Server Components payload Next inlines into a page (`self.__next_f.push([1, "…"])`):
 * the part of the HTML that hydration parses, counted as the decoded text. Each push's string is read
 * as a JSON string literal, so pushes joined into one script (scripts/rewrites/join-scripts.ts) count alike.
 */
export function inlinePayload(html: string): Size {
  let text = '';
  for (const [, json] of html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)) text += (JSON.parse(json ?? '[]') as [number, string])[1];
  const body = Buffer.from(text);
  return { raw: body.length, br: body.length ? brotliSize(body) : 0 };
}

/**
 * First view: everything the page fetches at a mobile viewport until the network is idle,
 * without scrolling (lazy images below the fold are not requested, so they don't count).
 * `raw` is the decoded body as served without Content-Encoding, `br` that body at brotli q11;
 * `payload` is the document's inline RSC payload (inlinePayload).
 */
export async function measureFirstView(browser: Browser, url: string): Promise<{ bytes: Bytes; resources: Resource[]; payload: Size | null }> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const resources: Resource[] = [];
  let payload: Size | null = null;
  const inflight = new Set<Request>();
  page.on('request', (request) => inflight.add(request));
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  page.on('response', (response) => {
    const request = response.request();
    if (request.url().startsWith('data:') || (response.status() >= 300 && response.status() < 400)) return;
    pending.push(
      (async () => {
        const body = await response.body().catch(() => null);
        if (!body) return;
        // An error page sent in place of an image or script is not that type's weight.
        const type = response.status() >= 400 ? 'other' : classify(request.resourceType(), response.headers()['content-type'] ?? '');
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) payload = inlinePayload(body.toString('utf8'));
        resources.push({ url: request.url(), type, status: response.status(), raw: body.length, br: brotliSize(body) });
      })(),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    // paint-first starts Next's chunks after the first paint, which on a busy machine can come after
    // the network went idle: then wait for the loader's scripts and every request still in flight.
    const loader = await page.evaluate(() => [...document.scripts].some((script) => !script.src && script.text.startsWith('/*paint-first*/')));
    if (loader) {
      await page.waitForFunction(() => document.querySelector('head script[src*="/_next/static/chunks/"]') !== null, null, { timeout: 30_000 });
      while (inflight.size > 0) await page.waitForTimeout(50);
    }
    await Promise.all(pending);
  } finally {
    await context.close();
  }

  const bytes = emptyBytes();
  for (const resource of resources) {
    bytes.requests += 1;
    for (const key of ['raw', 'br'] as const) {
      bytes[resource.type][key] += resource[key];
      bytes.total[key] += resource[key];
    }
  }
  resources.sort((a, b) => b.br - a.br);
  return { bytes, resources, payload };
}
