/** @jest-environment node */
import { checkRequest, encodePath, isMalformedRange, negotiateEncodings, normalizePath, percentDecode, redirectTarget } from '../../server/filter';

const req = (url: string, method = 'GET', extra: { httpVersion?: string; headers?: Record<string, string> } = {}) =>
  checkRequest({ method, url, httpVersion: extra.httpVersion ?? '1.1', rawHeaders: [], headers: extra.headers ?? { host: 'x' } });

describe('checkRequest (nginx order: 414 → 400 → 405)', () => {
  test.each([
    ['/../etc/passwd', 400],
    ['/%2e%2e/etc/passwd', 400],
    ['/..%2f..%2fetc/passwd', 400],
    ['/a/%2E%2E/%2E%2E/x', 400],
    ['/%00', 400],
    ['/slots%00.html', 400],
    ['/%', 400],
    ['/%4', 400],
    ['/%zz', 400],
    ['*', 400],
    ['relative', 400],
  ])('%s → %i', (url, status) => {
    const r = req(url);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status).toBe(status);
  });

  test('a request line over 8 KiB → 414, even with other faults', () => {
    const r = req(`/%00${'a'.repeat(8200)}`, 'POST');
    expect(r).toMatchObject({ ok: false, status: 414 });
    expect(req(`/${'a'.repeat(8000)}`)).toMatchObject({ ok: true });
  });

  test('bad input wins over the method; the method wins over routing', () => {
    expect(req('/../x', 'POST')).toMatchObject({ ok: false, status: 400 });
    for (const m of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) expect(req('/', m)).toMatchObject({ ok: false, status: 405 });
    expect(req('/', 'HEAD')).toMatchObject({ ok: true });
  });

  test('Host is required on HTTP/1.1 only', () => {
    expect(req('/', 'GET', { headers: {} })).toMatchObject({ ok: false, status: 400 });
    expect(req('/', 'GET', { headers: {}, httpVersion: '1.0' })).toMatchObject({ ok: true });
  });

  test('two Host lines → 400 (Node would keep the first; nginx refuses)', () => {
    const twice = (name: string) =>
      checkRequest({ method: 'GET', url: '/', httpVersion: '1.1', headers: { host: 'localhost' }, rawHeaders: ['Host', 'localhost', name, 'evil.example'] });
    expect(twice('Host')).toMatchObject({ ok: false, status: 400, reason: 'duplicate Host' });
    expect(twice('HOST')).toMatchObject({ ok: false, status: 400 });
    expect(twice('X-Host')).toMatchObject({ ok: true, authority: 'localhost' });
  });

  test('a header line over 8 KiB → 400', () => {
    const r = checkRequest({ method: 'GET', url: '/', httpVersion: '1.1', headers: { host: 'x' }, rawHeaders: ['Cookie', 'a'.repeat(9000)] });
    expect(r).toMatchObject({ ok: false, status: 400 });
  });

  test('normalizes dot segments and slashes inside the root, keeps the query raw', () => {
    expect(req('/images/../slots?utm=a%20b')).toEqual({ ok: true, path: '/slots', query: 'utm=a%20b', utf8: true, authority: 'x' });
    expect(req('//slots')).toMatchObject({ ok: true, path: '/slots' });
    expect(req('/slots/')).toMatchObject({ ok: true, path: '/slots/' });
    expect(req('http://example.com/sabong')).toMatchObject({ ok: true, path: '/sabong', authority: 'example.com' });
    expect(req('/%ff')).toMatchObject({ ok: true, utf8: false });
  });
});

describe('helpers', () => {
  test('percentDecode', () => {
    expect(percentDecode('/a%20b')?.toString()).toBe('/a b');
    expect(percentDecode('/%')).toBeNull();
    expect(percentDecode('/%e2%82%ac')?.toString()).toBe('/€');
  });

  test('normalizePath', () => {
    expect(normalizePath('/a/./b/../c')).toBe('/a/c');
    expect(normalizePath('/a/..')).toBe('/');
    expect(normalizePath('/..')).toBeNull();
    expect(normalizePath('/a/b/')).toBe('/a/b/');
  });

  test('encodePath keeps slashes, escapes the rest', () => {
    expect(encodePath("/a b/it's?#")).toBe('/a%20b/it%27s%3F%23');
    expect(encodePath('/\\evil')).toBe('/%5Cevil');
  });

  test.each([
    ['/slots/', '/slots'],
    ['/slots//', '/slots'],
    ['/slots.html', '/slots'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/a/index.html', '/a'],
    ['/slots.html/', '/slots'],
    ['/', null],
    ['/slots', null],
    ['/_next/static/chunks/a.js', null],
  ])('redirectTarget(%s) → %s', (from, to) => {
    expect(redirectTarget(from)).toBe(to);
  });
});

describe('negotiateEncodings', () => {
  test.each([
    ['br, gzip', ['br', 'gzip']],
    ['gzip, deflate, br', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['x-gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0', []],
    ['identity', []],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['', []],
  ])('%j → %j', (header, encodings) => {
    expect(negotiateEncodings(header)).toEqual(encodings);
  });
});

describe('isMalformedRange (nginx: 416; send alone would ignore it)', () => {
  test.each([
    ['bytes=abc', true],
    ['bytes=', true],
    ['bytes=0-9', false],
    ['bytes=-100', false],
    ['bytes=5-2', false], // well-formed but unsatisfiable: send answers 416 itself
    ['bytes=0-1,4-5', false],
    ['items=0-5', false],
  ])('%j → %s', (header, malformed) => {
    expect(isMalformedRange(header)).toBe(malformed);
  });
  test('no header', () => expect(isMalformedRange(undefined)).toBe(false));
});
