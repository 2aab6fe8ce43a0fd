import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './test-support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;
const HEAVY = /(editor|analytics|build|content-errors|local-tools)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: os.availableParallelism(),
  reporter: [['list']],
  // Screenshot baselines (e2e/visual.spec.ts), one folder, no platform suffix: CI runs on this machine kind.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  timeout: 30_000,
  // Polls and visibility checks wait for a page that a loaded 2-core machine serves slowly (a site copy
  // building beside it): 5 s, Playwright's default, let a newcomer's run fail on a late script fetch.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: 'chromium', testIgnore: HEAVY, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // The editor, local tools, analytics and build tests build (or run) copies of the site: after the timing-sensitive tests,
    // so that their builds do not compete with them for the CPU.
    { name: 'site-copies', testMatch: HEAVY, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npx tsx server/main.ts --port ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
