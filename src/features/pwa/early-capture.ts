// Part of the entry (imported by src/main.tsx, before any stage): Chromium fires `beforeinstallprompt` once, early,
// often before any lazy code has loaded. Keep the event on window for install-offer.ts to read.
import type { InstallPromptWindow } from './install-offer'

addEventListener('beforeinstallprompt', (event) => {
  event.preventDefault()
  ;(window as InstallPromptWindow).gidiInstallPrompt = event as InstallPromptWindow['gidiInstallPrompt']
})
