// The browser tests drive system browsers (a Playwright browser download cannot work offline): Chromium
// for every suite, and with `engines` Firefox ESR, WebKitGTK's WebDriver and xvfb for the engines smoke run.
// Finds them, or installs Debian's packages when running as root, or says in one line what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium';
import { ENGINE_FILES } from './engines/files';

const engines = process.argv.includes('engines');
const missingPackages = () => [
  ...(findChromium() ? [] : ['chromium']),
  ...(engines ? ENGINE_FILES.filter(({ file }) => !existsSync(file)).map(({ debianPackage }) => debianPackage) : []),
];

let missing = [...new Set(missingPackages())];
if (missing.length === 0) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROMIUM_PATH) {
  console.log(`Installing Debian's ${missing.join(', ')} for the browser tests…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
  missing = [...new Set(missingPackages())];
  if (missing.length === 0) process.exit(0);
}
console.error(
  `Browsers for the tests not found. Run: sudo apt-get install -y ${missing.join(' ')}${missing.includes('chromium') ? ' (or set CHROMIUM_PATH to a Chrome/Chromium binary)' : ''}.`,
);
process.exit(1);
