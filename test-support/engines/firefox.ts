// Debian's Firefox ESR as a Tab (scenarios.ts), driven by puppeteer-core over WebDriver BiDi.
import puppeteer from 'puppeteer-core';
import { FIREFOX } from './files';
import type { Tab } from './scenarios';

export async function openFirefox(base: string, javaScript: boolean): Promise<Tab> {
  const prefs = javaScript ? {} : { 'javascript.enabled': false };
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, timeout: 120_000, protocolTimeout: 120_000, extraPrefsFirefox: prefs });
  const page = await browser.newPage();
  page.setDefaultTimeout(90_000);
  let errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // Uncaught exceptions and, in Firefox, CSP violations.
  page.on('pageerror', (error) => errors.push(error instanceof Error ? error.message : String(error)));
  const run = <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>;

  return {
    open: async (path) => {
      errors = [];
      await page.goto(base + path, { waitUntil: 'load' });
    },
    run,
    resize: (width) => page.setViewport({ width, height: 800 }),
    // By coordinates: an element handle's click() closes the connection when JavaScript is off.
    click: async (find) => {
      const [x = 0, y = 0] = await run<number[]>(
        `const e = ${find}; e.scrollIntoView({ block: 'center' }); const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];`,
      );
      await page.mouse.click(x, y);
    },
    errors: async () => errors,
    close: () => browser.close(),
  };
}
