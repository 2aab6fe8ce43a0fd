// The system Chrome/Chromium every browser tool here drives (Playwright, Lighthouse): a browser
// download cannot work on this closed network.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

/** The system Chrome/Chromium to drive: CHROMIUM_PATH if set, else the first one installed. */
export function findChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Flags for a headless Chromium on a machine whose network is closed. */
export const CHROMIUM_ARGS: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps calling hosts this machine cannot reach.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
