/**
 * How the tests and benches launch Chromium here: Debian's build (Playwright cannot download
 * one), headless, with nothing running in the background that would skew a measurement.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.PUG_CHROMIUM ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
