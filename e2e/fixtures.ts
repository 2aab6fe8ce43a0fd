import { expect, test as base, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

export const ROUTES = ['/', '/slots', '/sabong', '/live-games', '/sports-betting'] as const;

/** The context options the page tests set (test.use); tests with the same ones share a browser context. */
type Shared = Pick<
  BrowserContextOptions,
  'viewport' | 'screen' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch' | 'javaScriptEnabled' | 'reducedMotion' | 'bypassCSP' | 'userAgent' | 'baseURL'
>;

/**
 * Every test fails if the page logs a console error, throws, or requests anything from another host.
 * Tests that expect a console error (the 404 page's own status) list it in `allowedConsoleErrors`.
 *
 * Each test gets a new page, in a browser context shared with the worker's earlier tests of the same options,
 * its cookies and storage cleared between them: the scripts come from the HTTP cache, compiled once (V8's code
 * cache), instead of a fresh profile parsing and compiling 470 KB of script for every test. `freshContext`
 * gives a test a profile of its own (what a first visit costs, a collector on the context).
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageProblems: string[]; freshContext: boolean }, { contextPool: Map<string, BrowserContext> }>({
  allowedConsoleErrors: [[], { option: true }],
  freshContext: [false, { option: true }],
  contextPool: [
    async ({}, use) => {
      const pool = new Map<string, BrowserContext>();
      await use(pool);
      await Promise.all([...pool.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async (
    { browser, contextPool, freshContext, viewport, screen, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, reducedMotion, bypassCSP, userAgent, baseURL },
    provide,
  ) => {
    const options: Shared = { viewport, screen, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, reducedMotion, bypassCSP, userAgent, baseURL };
    if (freshContext) {
      const context = await browser.newContext(options);
      await provide(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let context = contextPool.get(key);
    if (!context) contextPool.set(key, (context = await browser.newContext(options)));
    await provide(context);
    await context.clearCookies();
    await context.clearPermissions();
  },
  page: async ({ context, baseURL }, provide) => {
    const page = await context.newPage();
    await provide(page);
    // What the test left in the site's storage goes with it (the consent choice, a dismissed banner).
    if (page.url().startsWith(new URL(baseURL!).origin)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
    await page.close();
  },
  pageProblems: [
    async ({ page, baseURL, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL!).origin;
      page.on('console', (message) => {
        if (message.type() === 'error' && !allowedConsoleErrors.some((re) => re.test(message.text()))) {
          problems.push(`console error: ${message.text()}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('request', (request) => {
        const url = request.url();
        if (!url.startsWith(origin) && !url.startsWith('data:')) problems.push(`request to another host: ${url}`);
      });
      await use(problems);
      expect(problems, 'console errors, page errors and requests to other hosts').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
