/** How we start Debian's Chromium on these machines (no browser downloads, closed network). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
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
