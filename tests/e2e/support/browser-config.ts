import { existsSync } from 'node:fs'

/**
 * How we start Debian's Chromium on these machines (no browser downloads, closed network).
 *
 * `chromiumPath` is the browser itself (Debian's `chromium`): the benches, the screenshots and the
 * end-to-end stories about notifications run it, as a shopper's phone runs Chrome.
 *
 * `headlessShellPath` is the same Chromium built as Debian's `chromium-headless-shell` (the "old
 * headless" mode, what Playwright itself runs for headless tests): the same Blink, V8, network
 * stack and service workers, without the browser's window and UI layers. The end-to-end suite runs
 * it where it is installed: the same 56 tests took 77 CPU s of Chromium in it against 136 in the
 * full browser, and the whole suite 369 s of wall time against 642–668 (docs/testing.md#browser).
 * It has no notifications (`Notification.permission` is always "denied"), so the stories about
 * them ask for the full browser (`launchBrowser({ notifications: true })`). CHROMIUM_PATH, when
 * set, is the one browser for everything.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

export const headlessShellPath =
  process.env.CHROMIUM_PATH ?? (existsSync(debianHeadlessShell) ? debianHeadlessShell : chromiumPath)

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const viewports = {
  mobile: { width: 360, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const
