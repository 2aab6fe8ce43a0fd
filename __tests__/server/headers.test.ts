/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import fs, { closeSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPolicy, cspHash, parsePolicy, scanHtml } from '../../hosting/csp';
import { CACHE_CONTROL, SECURITY_HEADERS, cacheControlFor, computeDefinitions, loadDefinitions, writeDefinitions } from '../../hosting/headers';
import { FIXTURE_ROUTES, createFixture } from '../../test-support/fixture';
import { htmlDigest, listPages } from '../../hosting/export-files';

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

  test('a page is read once: its digest and its CSP come from the same bytes (read twice, a page rewritten between got a matching digest and a stale CSP)', () => {
    const reads = jest.spyOn(fs, 'readFileSync');
    try {
      const defs = computeDefinitions(root);
      const pageReads = reads.mock.calls.map(([file]) => String(file)).filter((file) => file.startsWith(root) && file.endsWith('.html'));
      expect(pageReads.length).toBe(defs.stats.pages);
      expect(new Set(pageReads).size).toBe(pageReads.length);
      expect(defs.htmlDigest).toBe(htmlDigest(root, listPages(root)));
    } finally {
      reads.mockRestore();
    }
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

describe('a headers file edited by hand, or older than the checks', () => {
  const root = createFixture();
  // The pages of a campaign x with the variants a and b.
  mkdirSync(path.join(root, 'promo', 'x'), { recursive: true });
  for (const page of ['promo/x.html', 'promo/x/a.html', 'promo/x/b.html']) writeFileSync(path.join(root, page), '<!DOCTYPE html><title>x</title>');
  const defs = computeDefinitions(root);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'defs-'));
  const file = path.join(dir, 'headers.json');
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  });
  const loaded = (changes: Record<string, unknown>) => {
    writeFileSync(file, JSON.stringify({ ...defs, ...changes }));
    return loadDefinitions(root, file);
  };
  const FIX = '(run npm run host-configs to write it again)';
  const campaign = { slug: 'x', path: '/promo/x', cookie: 'promo_x', startsAt: null, endsAt: null, variants: [{ name: 'a', weight: 100, path: '/promo/x/a' }] };
  const withCampaign = (changes: Record<string, unknown>) => ({ split: { maxAgeSeconds: 1, campaigns: [{ ...campaign, ...changes }] } });

  test('its split, broken, is set aside for the split the content makes (no request ever meets it)', () => {
    for (const split of [
      { maxAgeSeconds: 1, campaigns: null },
      { maxAgeSeconds: 1, campaigns: [{ ...campaign, cookie: 'promo_x; Domain=evil.example' }] },
      { maxAgeSeconds: 1, campaigns: [{ ...campaign, variants: [{ name: 'a', weight: 100, path: 'https://evil.example/' }] }] },
    ]) {
      expect(loaded({ split })).toMatchObject({ source: 'computed', reason: expect.stringMatching(/unreadable: split: campaigns/), defs: { split: defs.split } });
    }
    expect(loaded(withCampaign({}))).toMatchObject({ source: 'file', defs: { split: { campaigns: [campaign] } } });
  });

  test("its security headers are the build's, all of them, each a string: another name, a missing one or a value not a string is one line, and the build's are served", () => {
    const names = Object.keys(SECURITY_HEADERS).join(', ');
    const { 'X-Frame-Options': _dropped, ...withoutFrameOptions } = defs.security;
    for (const [security, problem] of [
      [{}, "security: Strict-Transport-Security: is missing: every one of the build's security headers is needed"],
      [withoutFrameOptions, "security: X-Frame-Options: is missing: every one of the build's security headers is needed"],
      [{ ...defs.security, 'Transfer-Encoding': 'chunked' }, `security: Transfer-Encoding: is not one of the build's security headers: ${names}`],
      [{ ...defs.security, 'X-Frame-Options': null }, 'security: X-Frame-Options: Invalid input: expected string, received null'],
      [{ ...defs.security, 'Referrer-Policy': { no: 1 } }, 'security: Referrer-Policy: Invalid input: expected string, received object'],
    ] as const) {
      expect(loaded({ security })).toEqual({ source: 'computed', reason: `${file} unreadable: ${problem} ${FIX}`, defs: computeDefinitions(root) });
    }
    expect(loaded({ csp: { ...defs.csp, policy: null } })).toMatchObject({ source: 'computed', reason: expect.stringMatching(/unreadable: csp: policy: Invalid input/) });
    // One of the build's own, its value changed: the file is served as it is (the server checks the value itself).
    expect(loaded({ security: { ...defs.security, 'X-Frame-Options': 'SAMEORIGIN' } })).toMatchObject({ source: 'file', defs: { security: { 'X-Frame-Options': 'SAMEORIGIN' } } });
  });

  test("a value the server would refuse (a line break, a character outside visible ASCII, a second policy) is one line here, and the build's are served", () => {
    for (const [changes, problem] of [
      [{ security: { ...defs.security, 'X-Frame-Options': 'DENY\r\nSet-Cookie: a=b' } }, /unreadable: security: the X-Frame-Options header: its value: .* contains a line break/],
      [
        { security: { ...defs.security, 'Referrer-Policy': 'no-referrer\u010d' } },
        /unreadable: security: the Referrer-Policy header: its value: .* contains a character outside visible ASCII/,
      ],
      [{ csp: { ...defs.csp, policy: "default-src 'self', script-src *" } }, /unreadable: csp: policy: the Content-Security-Policy header: its value: /],
      [{ security: { ...defs.security, 'X-Frame-Options': '' } }, /unreadable: security: the X-Frame-Options header is empty: a browser ignores it/],
      [{ security: { ...defs.security, 'X-Content-Type-Options': '  ' } }, /unreadable: security: the X-Content-Type-Options header is empty/],
      [{ security: { ...defs.security, 'Referrer-Policy': 'a'.repeat(9000) } }, /unreadable: security: the Referrer-Policy header is 9000 characters long, over 8192/],
    ] as const) {
      expect(loaded(changes)).toMatchObject({ source: 'computed', reason: expect.stringMatching(problem) });
    }
  });

  test('a FIFO, an outsized file or one that reads on past its size in its place is one line, read without waiting and never past the limit (each hung every request)', () => {
    const over = { source: 'computed', reason: `${file} unreadable: it is over ${4 * 1024 * 1024} bytes ${FIX}` };
    try {
      rmSync(file, { force: true });
      execFileSync('mkfifo', [file]);
      expect(loadDefinitions(root, file)).toMatchObject({ source: 'computed', reason: `${file} unreadable: it is not a regular file ${FIX}` });
      rmSync(file);
      writeFileSync(file, ' '.repeat(4 * 1024 * 1024 + 1));
      expect(loadDefinitions(root, file)).toMatchObject(over);
      // A file that says it is empty and reads on for gigabytes: read only as far as the limit.
      rmSync(file);
      symlinkSync('/proc/self/pagemap', file);
      expect(loadDefinitions(root, file)).toMatchObject(over);
    } finally {
      rmSync(file, { force: true });
    }
  });

  test('a "__proto__" key anywhere is one line (zod would skip it unseen, the raw object keep it)', () => {
    for (const where of ['security', 'split']) {
      const text = JSON.stringify(defs).replace(`"${where}":{`, `"${where}":{"__proto__":{"polluted":"yes"},`);
      writeFileSync(file, text);
      expect(loadDefinitions(root, file)).toMatchObject({ source: 'computed', reason: `${file} unreadable: "__proto__" is not a field of a headers file ${FIX}` });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    }
  });

  test('a variant path or a campaign address is a plain path: no empty, "." or ".." segment, none starting with "." (//_headers is /_headers)', () => {
    for (const [variantPath, field] of [
      ['//_headers', 'campaigns.0.variants.0.path: "//_headers" is not a plain path'],
      ['/./_worker.js', 'campaigns.0.variants.0.path: "/./_worker.js" is not a plain path'],
      ['/promo/x/../../_routes.json', 'campaigns.0.variants.0.path: "/promo/x/../../_routes.json" is not a plain path'],
      ['/promo/x/.a', 'campaigns.0.variants.0.path: "/promo/x/.a" is not a plain path'],
      ['/promo/x/a/', 'campaigns.0.variants.0.path: "/promo/x/a/" is not a plain path'],
    ]) {
      expect(loaded(withCampaign({ variants: [{ name: 'a', weight: 100, path: variantPath }] }))).toMatchObject({
        source: 'computed',
        reason: `${file} unreadable: split: ${field} ${FIX}`,
      });
    }
  });

  test('a campaign is as splitDefinition makes it from its slug, with its pages in the export: no / or /_next in a split, no variant the cookie cannot keep', () => {
    for (const [changes, field] of [
      [{ path: '/' }, 'campaigns.0.path: "/" is not a plain path'],
      [{ path: '/_next' }, 'campaigns.0.path: "/_next" is not "/promo/x", what the build makes of the slug "x"'],
      [{ cookie: 'promo_y' }, 'campaigns.0.cookie: "promo_y" is not "promo_x", what the build makes of the slug "x"'],
      [{ variants: [{ name: 'a', weight: 100, path: '/slots' }] }, 'campaigns.0.variants.0.path: "/slots" is not "/promo/x/a", what the build makes of the slug "x"'],
      [{ variants: [{ name: 'c', weight: 100, path: '/promo/x/c' }] }, 'campaigns.0.variants.0.path: "/promo/x/c" is not a page of this export'],
      [{ slug: 'x_y', path: '/promo/x_y', cookie: 'promo_x_y' }, 'campaigns.0.slug: "x_y" is not a lower-case kebab-case slug'],
      // the names a cookie never keeps (decide.ts reads it by the content's VARIANT_NAME): each visit would draw again
      [{ variants: [{ name: 'big_offer', weight: 100, path: '/promo/x/big_offer' }] }, 'campaigns.0.variants.0.name: "big_offer" is not a variant name'],
      [{ variants: [{ name: 'a'.repeat(25), weight: 100, path: `/promo/x/${'a'.repeat(25)}` }] }, `campaigns.0.variants.0.name: "${'a'.repeat(25)}" is not a variant name`],
    ] as const) {
      expect(loaded(withCampaign(changes))).toMatchObject({
        source: 'computed',
        reason: expect.stringContaining(`${file} unreadable: split: ${field}`),
        defs: { split: defs.split },
      });
    }
    expect(
      loaded(
        withCampaign({
          variants: [
            { name: 'a', weight: 50, path: '/promo/x/a' },
            { name: 'b', weight: 50, path: '/promo/x/b' },
          ],
        }),
      ).source,
    ).toBe('file');
  });
});

test('writeDefinitions replaces the file whole: a reader of the old one reads it to its end, and nothing is left aside', () => {
  const root = createFixture();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'defs-'));
  const file = path.join(dir, 'headers.json');
  try {
    const defs = computeDefinitions(root);
    writeDefinitions(file, defs);
    const old = readFileSync(file);
    const reader = openSync(file, 'r');
    try {
      writeDefinitions(file, { ...defs, csp: { ...defs.csp, policy: "default-src 'none'" } });
      const read = Buffer.alloc(old.length + 1024);
      expect(read.subarray(0, readSync(reader, read, 0, read.length, 0)).equals(old)).toBe(true);
    } finally {
      closeSync(reader);
    }
    expect(JSON.parse(readFileSync(file, 'utf8')).csp.policy).toBe("default-src 'none'");
    expect(readdirSync(dir)).toEqual(['headers.json']);
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
