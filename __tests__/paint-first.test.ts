import { FALLBACK_MS, RUN_FALLBACK_MS, paintFirst } from '../scripts/rewrites/paint-first';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/react.js" async=""></script>',
  '<script src="/_next/static/chunks/router.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Hello</h1>',
  '<script id="_R_">self.x=1</script><script src="/_next/static/chunks/main.js" async=""></script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

/** Runs the page's inline loader the way a browser would, with rAF and timers under test control. */
function runLoader(html: string) {
  const loader = /<script>(\/\*paint-first\*\/.*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  document.head.innerHTML = '';
  new Function(loader)();
  return {
    scripts: () => [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]),
    // jsdom does not reflect link.as into an attribute, so the preloads are found by rel alone.
    preloads: () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')],
  };
}

const CHUNKS = ['/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/main.js'];
const SIZES: Record<string, number> = { '/_next/static/chunks/react.js': 229, '/_next/static/chunks/router.js': 21, '/_next/static/chunks/main.js': 183 };
const LARGEST_FIRST = ['/_next/static/chunks/react.js', '/_next/static/chunks/main.js', '/_next/static/chunks/router.js'];

describe('paintFirst', () => {
  let supportsPreload: jest.SpyInstance;
  beforeEach(() => {
    jest.useFakeTimers();
    supportsPreload = jest.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'preload');
  });
  afterEach(() => {
    supportsPreload.mockRestore();
    jest.useRealTimers();
  });

  test('takes every async chunk tag and script preload out of the markup, keeps everything else', () => {
    const { html, srcs } = paintFirst(page);
    expect(srcs).toEqual(CHUNKS);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    for (const kept of ['rel="stylesheet"', 'noModule=""', '<script id="_R_">self.x=1</script>', 'self.__next_f.push']) {
      expect(html).toContain(kept);
    }
    // The loader is the last thing in <body>.
    expect(html).toMatch(/<script>\/\*paint-first\*\/(?:(?!<\/script>).)*<\/script><\/body><\/html>$/);
  });

  test('reads the tags with a parser: attribute order, extra attributes and an assetPrefix do not matter', () => {
    const reordered = page
      .replace('<script src="/_next/static/chunks/react.js" async=""></script>', '<script async data-x="1" src="https://cdn.example/_next/static/chunks/react.js"></script>')
      .replace('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>', '<link href="/_next/static/chunks/main.js" as="script" rel="preload">');
    const { html, srcs } = paintFirst(reordered);
    expect(srcs).toEqual(['https://cdn.example/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/main.js']);
    expect(html).not.toMatch(/<script[^>]*\/_next\/static\/chunks\/[^>]*async/);
    expect(html).not.toMatch(/<link[^>]*as="script"/);
  });

  test.each(['integrity="sha256-x"', 'nonce="n"', 'crossorigin=""'])('stops on a chunk tag with %s, which the loader would drop', (attribute) => {
    expect(() => paintFirst(page.replace('<script src="/_next/static/chunks/router.js" async="">', `<script src="/_next/static/chunks/router.js" ${attribute} async="">`))).toThrow(
      /router\.js carries/,
    );
  });

  test('orders the chunks largest first', () => {
    expect(paintFirst(page, (src) => SIZES[src]!).srcs).toEqual(LARGEST_FIRST);
  });

  test('after the first frame it preloads every chunk, then adds the scripts largest first, each in its own task', () => {
    const { scripts, preloads } = runLoader(paintFirst(page, (src) => SIZES[src]!).html);
    expect(preloads()).toHaveLength(0);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(1); // setTimeout(go, 0)
    expect(preloads()).toHaveLength(0);
    jest.advanceTimersByTime(1); // one setTimeout(preload, 0) per chunk
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(LARGEST_FIRST);
    expect(scripts()).toEqual([]);

    const [first, second, third] = preloads();
    first!.dispatchEvent(new Event('load'));
    second!.dispatchEvent(new Event('error')); // a failed preload does not hold the others up
    jest.advanceTimersByTime(1);
    expect(scripts()).toEqual([]);
    third!.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1); // one setTimeout(add, 0) per chunk
    expect(scripts()).toEqual(LARGEST_FIRST.map((src) => [src, true]));

    jest.advanceTimersByTime(RUN_FALLBACK_MS + FALLBACK_MS);
    expect(scripts()).toHaveLength(3);
    expect(preloads()).toHaveLength(3);
  });

  test('a preload that never settles does not hold the scripts back past the fallback', () => {
    const { scripts } = runLoader(paintFirst(page).html);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(2);
    jest.advanceTimersByTime(RUN_FALLBACK_MS - 2);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(3);
    expect(scripts()).toEqual(CHUNKS.map((src) => [src, true]));
  });

  test('a browser without preload gets the scripts right after the first frame', () => {
    supportsPreload.mockReturnValue(false);
    const { scripts, preloads } = runLoader(paintFirst(page).html);
    jest.advanceTimersToNextFrame();
    jest.advanceTimersByTime(2);
    expect(preloads()).toEqual([]);
    expect(scripts()).toEqual(CHUNKS.map((src) => [src, true]));
  });

  test('without a frame (a background tab) the fallback timer starts the loader, once', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const { preloads } = runLoader(paintFirst(page).html);
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(preloads()).toEqual([]);
    jest.advanceTimersByTime(2);
    expect(preloads()).toHaveLength(3);
    raf.mockRestore();
  });

  test('where paint timing is observable it waits for the first contentful paint, not just a frame', () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const original = (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver;
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe = observe;
    };
    try {
      const { preloads } = runLoader(paintFirst(page).html);
      expect(observe).toHaveBeenCalledWith({ type: 'paint', buffered: true });
      jest.advanceTimersToNextFrame();
      jest.advanceTimersByTime(2);
      expect(preloads()).toEqual([]); // a frame has passed, but nothing is on screen yet
      report!({ getEntriesByName: () => [] }, { disconnect }); // first-paint only: keep waiting
      jest.advanceTimersByTime(2);
      expect(preloads()).toEqual([]);
      report!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect });
      expect(disconnect).toHaveBeenCalled();
      jest.advanceTimersByTime(2);
      expect(preloads()).toHaveLength(3);
    } finally {
      (window as unknown as { PerformanceObserver?: unknown }).PerformanceObserver = original;
    }
  });

  test('is idempotent and leaves pages without chunks alone', () => {
    const once = paintFirst(page).html;
    expect(paintFirst(once)).toEqual({ html: once, srcs: [] });
    const plain = '<html><body><p>static</p></body></html>';
    expect(paintFirst(plain)).toEqual({ html: plain, srcs: [] });
  });

  test('a page with chunks but no </body> is an error, not a silent skip', () => {
    expect(() => paintFirst('<script src="/_next/static/chunks/a.js" async=""></script>')).toThrow('</body>');
  });
});
