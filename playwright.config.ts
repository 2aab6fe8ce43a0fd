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
  // npm run test:e2e runs the two projects one after the other (`npm run test:e2e:pages`, then `:copies`).
  // Side by side they took 414 to 457 s; one after the other 198 s and 155 s (353 s): each alone leaves
  // about a third of the 2 cores idle, but together their contention (page tests' polls and timers against
  // full site builds) cost more than the idle CPU they filled.
  projects: [
    // The editor, local tools, analytics and build tests build (or run) copies of the site in serial chains of a
    // minute or more, one chain a core.
    { name: 'site-copies', testMatch: HEAVY, workers: os.availableParallelism(), use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
    // The page tests wait on timers and the network as often as they compute: two workers a core (one left
    // the CPU half idle).
    { name: 'pages', testIgnore: HEAVY, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npx tsx server/main.ts --port ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
