/** Chromium's install prompt event (not in TypeScript's DOM types). */
export type BeforeInstallPromptEvent = Event & {
  prompt(): Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** Where early-capture.ts keeps the event until the install offer loads. */
export type InstallPromptWindow = Window & { gidiInstallPrompt?: BeforeInstallPromptEvent | undefined }

/**
 * What the app can offer the shopper:
 * - `installed`: they are in the installed app (or just installed it), so offer nothing;
 * - `prompt`: the browser gave us its install prompt, so an 'Install app' button works;
 * - `ios`: iOS has no prompt, only Share → Add to Home Screen;
 * - `none`: the browser has not offered to install (yet).
 */
export type InstallOffer = 'installed' | 'prompt' | 'ios' | 'none'

const promptWindow = () => window as InstallPromptWindow

export function isStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

export function isIos(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  // iPadOS reports itself as a Mac; only its touch screen gives it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1)
}

let installed = false
const listeners = new Set<() => void>()
const changed = () => listeners.forEach((listener) => listener())

export function currentInstallOffer(): InstallOffer {
  if (installed || isStandalone()) return 'installed'
  if (promptWindow().gidiInstallPrompt) return 'prompt'
  return isIos() ? 'ios' : 'none'
}

let listening = false
function listen() {
  if (listening) return
  listening = true
  addEventListener('beforeinstallprompt', changed)
  addEventListener('appinstalled', () => {
    installed = true
    promptWindow().gidiInstallPrompt = undefined
    changed()
  })
  window.matchMedia?.('(display-mode: standalone)').addEventListener?.('change', changed)
}

/** For useSyncExternalStore. */
export function subscribeToInstallOffer(listener: () => void): () => void {
  listen()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Shows the browser's install dialog; the prompt can be used once, whatever the shopper chooses. */
export async function promptInstall(): Promise<boolean> {
  const event = promptWindow().gidiInstallPrompt
  if (!event) return false
  promptWindow().gidiInstallPrompt = undefined
  await event.prompt()
  const { outcome } = await event.userChoice
  if (outcome === 'accepted') installed = true
  changed()
  return outcome === 'accepted'
}
