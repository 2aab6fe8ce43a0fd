export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

// Keep Chromium from contacting any host but the local servers.
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any other host fails to resolve (without a DNS query), e.g. a redirect or fetch to the affiliate site.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];
