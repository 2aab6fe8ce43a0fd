// The smoke checks each engine runs on the built site, written once against the Tab that each
// engine's driver implements (firefox.ts, webdriver.ts).
import { carousel, membership, navigationLabels } from '../../content';

export interface Tab {
  /** Loads `path` of the site and waits for its load event. */
  open(path: string): Promise<void>;
  /** Runs `body` (a function body that may `await`) in the page; resolves with what it returns. */
  run<T>(body: string): Promise<T>;
  /** Makes the viewport `width` CSS px wide, or as close as the engine allows. */
  resize(width: number): Promise<void>;
  /** Clicks, as a user would, the element that the expression `find` gives. */
  click(find: string): Promise<void>;
  /** Console errors, uncaught exceptions and CSP violations since the last `open`. */
  errors(): Promise<string[]>;
  close(): Promise<void>;
}

/** One check's outcome (no problems: passed); a `note` is information, not a check. */
export interface Result {
  engine: string;
  check: string;
  problems: string[];
  note?: string;
}

const TOGGLE = `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(navigationLabels.menuButton)})`;
const DRAWER = `document.querySelector('[role="dialog"][aria-label=${JSON.stringify(navigationLabels.drawer)}]')`;
const CAROUSEL = `document.querySelector('[aria-roledescription="carousel"][aria-label=${JSON.stringify(membership.carousel.label)}]')`;
const ACTIVE_SLIDE = `return [...${CAROUSEL}.querySelectorAll('[aria-roledescription="slide"]')].findIndex((s) => s.dataset.active === 'true');`;
// React marks each element it has hydrated, <body> among them.
const HYDRATED = `return Object.keys(document.body).some((key) => key.startsWith('__reactFiber'));`;
// Names the outermost elements reaching past the right edge that no ancestor clips (as the carousel clips its hidden slides).
const OVERFLOW = `await document.fonts.ready;
  const clipped = (e) => { for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== 'visible') return true; return false; };
  const wide = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > innerWidth + 0.5 && !clipped(e));
  const names = wide.filter((e) => !wide.includes(e.parentElement)).slice(0, 3).map((e) => '<' + e.localName + '> "' + e.textContent.trim().slice(0, 30) + '" reaches ' + Math.round(e.getBoundingClientRect().right) + 'px');
  return document.documentElement.scrollWidth > innerWidth ? 'scrolls sideways: scrollWidth ' + document.documentElement.scrollWidth + ' > innerWidth ' + innerWidth + ' (' + names.join('; ') + ')' : null;`;

async function poll(probe: () => Promise<boolean>, failure: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const consoleErrors = async (tab: Tab) => (await tab.errors()).map((error) => `console: ${error.length > 300 ? `${error.slice(0, 300)}…` : error}`);

async function load(tab: Tab, path: string, javaScript = true) {
  await tab.open(path);
  if (javaScript) await poll(() => tab.run<boolean>(HYDRATED), `React did not hydrate ${path} within 60 s`);
}

async function pageProblems(tab: Tab, route: string): Promise<string[]> {
  await load(tab, route);
  const overflow = await tab.run<string | null>(OVERFLOW);
  return [...(overflow ? [overflow] : []), ...(await consoleErrors(tab))];
}

async function drawerProblems(tab: Tab, javaScript: boolean): Promise<string[]> {
  await load(tab, '/', javaScript);
  const isOpen = () => tab.run<boolean | null>(`const d = ${DRAWER}; return d && d.matches(':popover-open') && d.checkVisibility();`);
  if ((await isOpen()) !== false) return ['the drawer is missing, or open before the toggle was pressed'];
  const edges = await tab.run<number[] | null>(`const r = ${TOGGLE}?.getBoundingClientRect(); return r ? [r.left, r.right, innerWidth].map(Math.round) : null;`);
  if (!edges) return [`no "${navigationLabels.menuButton}" button`];
  const [left = 0, right = 0, width = 0] = edges;
  if (left < 0 || right > width) return [`the "${navigationLabels.menuButton}" toggle is cut off by the screen edge (${left}–${right}px of ${width}px)`];
  await tab.click(TOGGLE);
  await poll(async () => (await isOpen()) === true, 'the toggle did not open the drawer');
  await tab.click(TOGGLE);
  await poll(async () => (await isOpen()) === false, 'the toggle did not close the drawer');
  return consoleErrors(tab);
}

async function carouselProblems(tab: Tab): Promise<string[]> {
  await load(tab, '/');
  // Its engine (and with it the play/pause button) loads only once it nears the viewport.
  await tab.run(`${CAROUSEL}.scrollIntoView({ block: 'center' });`);
  await poll(() => tab.run<boolean>(`return !!${CAROUSEL}.querySelector('button');`), 'the carousel engine did not load (no play/pause button)');
  const first = await tab.run<number>(ACTIVE_SLIDE);
  const limit = 3 * carousel.autoplayMs + 20_000;
  await poll(async () => (await tab.run<number>(ACTIVE_SLIDE)) !== first, `slide ${first} still shown after ${limit} ms (autoplay: ${carousel.autoplayMs} ms)`, limit);
  return consoleErrors(tab);
}

/** Runs every check in one engine; `open` starts a tab with JavaScript on or off. */
export async function runChecks(engine: string, open: (javaScript: boolean) => Promise<Tab>, routes: string[], report: (result: Result) => void) {
  const check = async (name: string, problems: () => Promise<string[]>) => report({ engine, check: name, problems: await problems().catch((error: Error) => [error.message]) });
  const inTab = async (javaScript: boolean, steps: (tab: Tab, width: (asked: number) => Promise<number>) => Promise<void>) => {
    const tab = await open(javaScript);
    const width = async (asked: number) => {
      await tab.resize(asked);
      const real = await tab.run<number>('return innerWidth;');
      if (real !== asked) report({ engine, check: 'width', problems: [], note: `${real}px wide when asked for ${asked}px (its narrowest)` });
      return real;
    };
    await steps(tab, width).finally(() => tab.close());
  };

  await inTab(true, async (tab, width) => {
    const phone = await width(390);
    for (const route of routes) await check(`${route} at ${phone}px`, () => pageProblems(tab, route));
    await check(`drawer at ${phone}px`, () => drawerProblems(tab, true));
    const desktop = await width(1280);
    for (const route of routes) await check(`${route} at ${desktop}px`, () => pageProblems(tab, route));
    await check(`carousel at ${desktop}px`, () => carouselProblems(tab));
  });
  await inTab(false, async (tab, width) => {
    const phone = await width(390);
    await check(`drawer without JavaScript at ${phone}px`, () => drawerProblems(tab, false));
  });
}
