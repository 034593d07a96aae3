/**
 * How the tests and benches launch Chromium here: Debian's build (Playwright cannot download
 * one), headless, with nothing running in the background that would skew a measurement.
 * Debian's chromium-headless-shell: the same Chromium release as its `chromium` package, in the
 * old headless mode that Playwright itself runs headless tests in (its own download is that
 * shell too). The full browser's new headless mode draws every frame as a desktop window would:
 * the browser tests took 380 CPU-seconds with it, 232 with the shell (docs/decisions.md,
 * "Test-run time, round 4"). PUG_CHROMIUM picks another binary, such as /usr/bin/chromium.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.PUG_CHROMIUM ?? '/usr/lib/chromium/chromium-headless-shell',
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
