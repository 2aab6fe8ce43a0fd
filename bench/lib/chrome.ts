// The Chromium the bench drives and its flags: the system browser, closed to every other host.
import { CHROMIUM_ARGS, findChromium } from '../../test-support/chromium';

export const CHROME_PATH = process.env.CHROME_PATH || findChromium() || '/usr/bin/chromium';

export const CHROME_FLAGS: string[] = [
  ...CHROMIUM_ARGS,
  // Any other host fails to resolve (without a DNS query), e.g. a redirect or fetch to the affiliate site.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
