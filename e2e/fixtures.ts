import { expect, test as base } from '@playwright/test';

export const ROUTES = ['/', '/slots', '/sabong', '/live-games', '/sports-betting'] as const;

/**
 * Every test fails if the page logs a console error, throws, or requests anything from another host.
 * Tests that expect a console error (the 404 page's own status) list it in `allowedConsoleErrors`.
 */
export const test = base.extend<{ allowedConsoleErrors: RegExp[]; pageProblems: string[] }>({
  allowedConsoleErrors: [[], { option: true }],
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
