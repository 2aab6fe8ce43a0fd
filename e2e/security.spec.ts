// Security headers and the hash-based CSP, verified in a real browser against the built
// site served by `npm run serve` (server/main.ts) (the webServer of playwright.config.ts):
// every route loads with zero CSP violations, carries the headers, and its JS runs and
// hydrates under the policy.
import { CACHE_CONTROL, SECURITY_HEADERS } from '../hosting/headers';
import { expect, test } from './fixtures';

const ROUTES = ['/', '/slots', '/sabong', '/live-games', '/sports-betting', '/sign-up'] as const;
const ROUTES_WITH_HEADER = ROUTES.filter((r) => r !== '/sign-up');

type CspWindow = Window & { __cspViolations?: string[]; next?: unknown };

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `CSP on ${what}`).toMatch(/^default-src 'none'; /);
  const scriptSrc = /script-src([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}

test.beforeEach(async ({ page }) => {
  // Record violations from the very first parsed byte (init scripts run before page scripts).
  await page.addInitScript(() => {
    const w = window as CspWindow;
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations?.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
});

async function violations(page: import('@playwright/test').Page) {
  return page.evaluate(() => (window as CspWindow).__cspViolations ?? []);
}

/** What Chromium says about our policies: CSP reports, and Permissions-Policy features it does not know. */
function watchCspConsole(page: import('@playwright/test').Page) {
  const messages: string[] = [];
  page.on('console', (m) => {
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(m.text())) messages.push(m.text());
  });
  return messages;
}

for (const route of ROUTES) {
  test(`${route}: security headers, zero CSP violations, scripts ran`, async ({ page }) => {
    const cspConsole = watchCspConsole(page);
    const subresources: { url: string; headers: Record<string, string> }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/_next/static/')) subresources.push({ url: r.url(), headers: r.headers() });
    });

    const response = await page.goto(route, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const headers = response?.headers() ?? {};
    expectSecurityHeaders(headers, route);
    expect(headers['cache-control']).toBe(CACHE_CONTROL.revalidate);

    // Next's bootstrap script ran (it sets window.next) and the inline RSC pushes ran.
    await page.waitForFunction(() => (window as CspWindow).next !== undefined);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);

    expect(await violations(page)).toEqual([]);
    expect(cspConsole).toEqual([]);

    expect(subresources.length).toBeGreaterThan(0);
    for (const s of subresources) {
      expect(s.headers['cache-control'], s.url).toBe(CACHE_CONTROL.immutable);
      expect(s.headers['x-content-type-options'], s.url).toBe('nosniff');
    }
  });
}

test.describe('hydrated components work under the CSP (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const route of ROUTES_WITH_HEADER) {
    test(`${route}: the menu drawer toggles`, async ({ page }) => {
      const cspConsole = watchCspConsole(page);
      await page.goto(route);
      const toggle = page.getByRole('button', { name: /menu/i }).first();
      await page.waitForLoadState('load');
      await toggle.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect(await violations(page)).toEqual([]);
      expect(cspConsole).toEqual([]);
    });
  }

  test('/: the carousel is rendered and hydrated', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('client-side navigation fetches RSC payloads under connect-src', () => {
  test('following an internal link keeps zero violations', async ({ page }) => {
    await page.goto('/');
    await page.waitForFunction(() => (window as CspWindow).next !== undefined);
    const internal = page.locator('a[href^="/"]:not([href="/"])').first();
    if ((await internal.count()) > 0) {
      await internal.click();
      await page.waitForLoadState('networkidle');
    }
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the 404 page', () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('has the headers and no CSP violations', async ({ page }) => {
    const cspConsole = watchCspConsole(page);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expectSecurityHeaders(response?.headers() ?? {}, '404');
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(cspConsole).toEqual([]);
  });
});
