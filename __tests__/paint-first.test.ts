import { FALLBACK_MS, paintFirst } from '../scripts/paint-first.mjs';

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
  return () => [...document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.async]);
}

describe('paintFirst', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('takes every async chunk tag and script preload out of the markup, keeps everything else', () => {
    const { html, srcs } = paintFirst(page);
    expect(srcs).toEqual(['/_next/static/chunks/react.js', '/_next/static/chunks/router.js', '/_next/static/chunks/main.js']);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    expect(html).not.toContain('rel="preload" as="script"');
    for (const kept of ['rel="stylesheet"', 'noModule=""', '<script id="_R_">self.x=1</script>', 'self.__next_f.push']) {
      expect(html).toContain(kept);
    }
    // The loader is the last thing in <body>.
    expect(html).toMatch(/<script>\/\*paint-first\*\/[^<]*<\/script><\/body><\/html>$/);
  });

  test('the loader starts the chunks, async, only in the task after the first frame', () => {
    const scripts = runLoader(paintFirst(page).html);
    expect(scripts()).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1); // setTimeout(…, 0)
    expect(scripts()).toEqual([
      ['/_next/static/chunks/react.js', true],
      ['/_next/static/chunks/router.js', true],
      ['/_next/static/chunks/main.js', true],
    ]);
    jest.advanceTimersByTime(FALLBACK_MS);
    expect(scripts()).toHaveLength(3);
  });

  test('without a frame (a background tab) the fallback timer starts them, once', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const scripts = runLoader(paintFirst(page).html);
    jest.advanceTimersByTime(FALLBACK_MS - 1);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts()).toHaveLength(3);
    raf.mockRestore();
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
