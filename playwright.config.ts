import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './test-support/chromium';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;
const HEAVY = /(editor|builds|content-errors|local-tools)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: os.availableParallelism() * 2,
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
    // The editor, local tools, analytics and build tests build (or run) copies of the site in serial chains of a
    // minute or more: they start first, beside the page tests, which wait on timers and the network as often as
    // they compute (one worker a core left the CPU half idle: 468 CPU-seconds in a 471 s run).
    { name: 'site-copies', testMatch: HEAVY, workers: os.availableParallelism(), use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    { name: 'chromium', testIgnore: HEAVY, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npx tsx server/main.ts --port ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
