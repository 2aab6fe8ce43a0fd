// The system programs the engines smoke run drives, with the Debian package each comes from.
export const FIREFOX = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_RUN = '/usr/bin/xvfb-run';

export const ENGINE_FILES = [
  { file: FIREFOX, debianPackage: 'firefox-esr' },
  { file: WEBKIT_DRIVER, debianPackage: 'webkit2gtk-driver' },
  { file: MINIBROWSER, debianPackage: 'webkit2gtk-driver' },
  { file: XVFB_RUN, debianPackage: 'xvfb' },
];
