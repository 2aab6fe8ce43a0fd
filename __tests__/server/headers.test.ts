/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPolicy, cspHash, parsePolicy, scanHtml } from '../../hosting/csp';
import { CACHE_CONTROL, cacheControlFor, computeDefinitions, loadDefinitions, writeDefinitions } from '../../hosting/headers';
import { FIXTURE_ROUTES, createFixture } from '../../test-support/fixture';

describe('CSP hashing', () => {
  test('hash of a known script (the CSP spec / MDN example)', () => {
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test('finds inline scripts (JSON-LD too), skips src scripts, counts style attributes', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"a>b"])</script>',
      '<script type="application/ld+json">{"a":1}</script>',
      '<SCRIPT data-x=">">x()</SCRIPT >',
      '<div style="color:red">x</div><p data-style="no">y</p>',
      '<style>body{margin:0}</style>',
    ].join('');
    const scan = scanHtml(html);
    expect(scan.scripts).toEqual(['self.__next_f.push([1,"a>b"])', '{"a":1}', 'x()']);
    expect(scan.styles).toEqual(['body{margin:0}']);
    expect(scan.styleAttributes).toBe(1);
  });

  test('style="" inside script text is not a style attribute', () => {
    expect(scanHtml('<script>var s = \'<b style="x">\';</script>').styleAttributes).toBe(0);
  });

  test('policy: no unsafe script sources; style-src hashes unless style attributes force unsafe-inline', () => {
    const strict = parsePolicy(buildPolicy({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-s'"] }));
    expect(strict.get('default-src')).toEqual(["'none'"]);
    expect(strict.get('script-src')).toEqual(["'self'", "'sha256-a'"]);
    expect(strict.get('style-src')).toEqual(["'self'", "'sha256-s'"]);
    for (const d of ['base-uri', 'form-action', 'frame-ancestors', 'object-src']) expect(strict.get(d)).toEqual(["'none'"]);
    const loose = parsePolicy(buildPolicy({ scriptHashes: ["'sha256-a'"], styleHashes: ["'sha256-s'"], styleAttributes: true }));
    // with a hash present 'unsafe-inline' would be ignored, so no hashes then
    expect(loose.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(loose.get('script-src')?.join(' ')).not.toMatch(/unsafe/);
  });
});

describe('analytics hosts in the policy', () => {
  const page = (provider: string, host: string) =>
    parsePolicy(buildPolicy({ sources: scanHtml(`<p>x</p><script src="/analytics.js" defer="" data-analytics="${provider}" data-host="${host}"></script>`).sources }));

  test('no analytics script: only the site itself', () => {
    const policy = parsePolicy(buildPolicy({ sources: scanHtml('<p>x</p>').sources }));
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  test('Plausible and Umami: their origin may receive events, nothing more', () => {
    for (const [provider, host] of [
      ['plausible', 'https://plausible.io/'],
      ['umami', 'https://stats.example.org/umami'],
    ]) {
      const policy = page(provider!, host!);
      expect(policy.get('connect-src')).toEqual(["'self'", new URL(host!).origin]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
    }
  });

  test("GA4: gtag.js's host may run scripts; Google's collection hosts may receive hits", () => {
    const policy = page('ga4', 'https://www.googletagmanager.com');
    expect(policy.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com', 'https://www.googletagmanager.com']);
    expect(policy.get('connect-src')).toContain('https://*.google-analytics.com');
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
  });
});

describe('definitions', () => {
  const root = createFixture();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('Permissions-Policy names no retired feature: interest-cohort (FLoC) went with FLoC in 2022', () => {
    const features = computeDefinitions(root)
      .security['Permissions-Policy']!.split(/,\s*/)
      .map((f) => f.split('=')[0]);
    expect(features).toContain('browsing-topics'); // FLoC's successor stays switched off
    expect(features).not.toContain('interest-cohort');
  });

  test('union of every page’s inline scripts; per-page policies; routes', () => {
    const defs = computeDefinitions(root);
    expect(defs.routes).toEqual(expect.arrayContaining([...FIXTURE_ROUTES, '/404', '/_not-found']));
    // 2 scripts shared by all pages + one RSC push per page
    expect(defs.csp.scriptHashes.length).toBe(new Set(Object.values(defs.csp.pages).flatMap((p) => p.scriptHashes)).size);
    const slots = defs.csp.pages['/slots'];
    expect(slots).toBeDefined();
    for (const h of slots?.scriptHashes ?? []) expect(defs.csp.policy).toContain(h);
    expect(defs.csp.styleUnsafeInline).toBe(true); // the fixture's /sabong has a style attribute
    expect(defs.stats.fitsCloudflareLine).toBe(true);
    expect(defs.security['X-Frame-Options']).toBe('DENY');
  });

  test('loadDefinitions uses the file only while it matches the HTML', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'defs-'));
    const file = path.join(dir, 'headers.json');
    try {
      expect(loadDefinitions(root, file)).toMatchObject({ source: 'computed', reason: expect.stringMatching(/not found/) });
      writeDefinitions(file, computeDefinitions(root));
      expect(loadDefinitions(root, file).source).toBe('file');
      writeFileSync(path.join(root, 'slots.html'), '<!DOCTYPE html><html><body><script>changed()</script></body></html>');
      const reloaded = loadDefinitions(root, file);
      expect(reloaded.source).toBe('computed');
      expect(reloaded.defs.csp.policy).toContain(cspHash('changed()'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('a headers file whose split is broken is set aside for the split the content makes (no request ever meets it)', () => {
  const root = createFixture();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'defs-'));
  const file = path.join(dir, 'headers.json');
  try {
    const defs = computeDefinitions(root);
    const campaign = { slug: 'x', path: '/promo/x', cookie: 'promo_x', startsAt: null, endsAt: null, variants: [{ name: 'a', weight: 100, path: '/promo/x/a' }] };
    for (const split of [
      { maxAgeSeconds: 1, campaigns: null },
      { maxAgeSeconds: 1, campaigns: [{ ...campaign, cookie: 'promo_x; Domain=evil.example' }] },
      { maxAgeSeconds: 1, campaigns: [{ ...campaign, variants: [{ name: 'a', weight: 100, path: 'https://evil.example/' }] }] },
    ]) {
      writeFileSync(file, JSON.stringify({ ...defs, split }));
      expect(loadDefinitions(root, file)).toMatchObject({ source: 'computed', reason: expect.stringMatching(/unreadable: split: campaigns/), defs: { split: defs.split } });
    }
    writeFileSync(file, JSON.stringify({ ...defs, split: { maxAgeSeconds: 1, campaigns: [campaign] } }));
    expect(loadDefinitions(root, file)).toMatchObject({ source: 'file', defs: { split: { campaigns: [campaign] } } });
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
});

describe('cache rules', () => {
  test.each([
    ['/_next/static/chunks/main-abc.js', CACHE_CONTROL.immutable],
    ['/_next/static/css/app.css', CACHE_CONTROL.immutable],
    ['/index.html', CACHE_CONTROL.revalidate],
    ['/slots.txt', CACHE_CONTROL.revalidate],
    ['/slots/__next._full.txt', CACHE_CONTROL.revalidate],
    ['/robots.txt', CACHE_CONTROL.revalidate],
    ['/images/hero.webp', CACHE_CONTROL.asset],
    ['/favicon.ico', CACHE_CONTROL.asset],
    ['/IMAGES/LOGO.PNG', CACHE_CONTROL.asset],
    ['/slots', CACHE_CONTROL.revalidate],
  ])('%s → %s', (p, value) => {
    expect(cacheControlFor(p)).toBe(value);
  });
});
