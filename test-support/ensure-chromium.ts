// The browser tests drive a system Chrome/Chromium (a Playwright browser download cannot work offline).
// Finds it, or installs Debian's package when running as root, or says in one line what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';

if (findChromium()) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
  console.log("No Chrome/Chromium found: installing Debian's chromium package…");
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  if (findChromium()) process.exit(0);
}
console.error('No Chrome/Chromium found. Run: sudo apt-get install -y chromium (or set CHROMIUM_PATH to a Chrome/Chromium binary).');
process.exit(1);
