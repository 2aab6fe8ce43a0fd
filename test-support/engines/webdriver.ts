// WebKitGTK (its MiniBrowser) as a Tab (scenarios.ts), driven by WebKitWebDriver over plain W3C
// WebDriver. It reports no console, so pages come through error-proxy.ts, which records errors in
// `window.__engineErrors`. Needs an X display (run.ts starts this under xvfb-run when there is none).
import { spawn } from 'node:child_process';
import { freePort, waitForPort } from '../ports';
import { MINIBROWSER, WEBKIT_DRIVER } from './files';
import type { Tab } from './scenarios';

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const TIMEOUT_MS = 120_000;

export async function openWebKit(base: string, javaScript: boolean): Promise<Tab> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], { stdio: 'ignore' });
  const stop = () => driver.kill();
  process.on('exit', stop);
  await waitForPort(port, '127.0.0.1', 30_000, () => driver.exitCode === null);

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path.replace(/^\/session\/[^/]+/, '')}: ${value.error}: ${value.message}`);
    return value;
  };
  const browserOptions = { binary: MINIBROWSER, args: ['--automation', `--enable-javascript=${javaScript}`] };
  const { sessionId } = await call<{ sessionId: string }>('POST', '/session', { capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': browserOptions } } });
  const session = `/session/${sessionId}`;
  await call('POST', `${session}/timeouts`, { pageLoad: TIMEOUT_MS, script: TIMEOUT_MS });
  const run = <T>(body: string) => call<T>('POST', `${session}/execute/sync`, { script: body, args: [] });

  return {
    open: (path) => call('POST', `${session}/url`, { url: base + path }),
    run,
    resize: (width) => call('POST', `${session}/window/rect`, { width, height: 800 }),
    click: async (find) => {
      const element = await run<Record<string, string>>(`return ${find};`);
      await call('POST', `${session}/element/${element[ELEMENT]}/click`, {});
    },
    errors: async () => {
      const recorded = await run<string[] | null>('return window.__engineErrors ?? null;');
      return recorded ?? (javaScript ? ["error-proxy.ts's recorder did not run (blocked by the page's CSP?)"] : []);
    },
    close: async () => {
      await call('DELETE', session).catch(() => undefined);
      stop();
    },
  };
}
