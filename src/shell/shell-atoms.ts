import { atom } from 'jotai'
import { LOCAL_KEYS } from '@contract/storage'

// Open/closed state of the shell's overlays. Their components load only when first opened,
// so the first route does not pay for them.

/** docs/data.md#ui-state "Modal: isOpen": the beta notice shows while this is true. */
export const betaModalAtom = atom(false)
export const sideMenuAtom = atom(false)
export const feedbackModalAtom = atom(false)
/** The feedback text survives closing the modal (nothing a shopper typed is lost). */
export const feedbackDraftAtom = atom('')

/** On <html> once the beta strip is dismissed (src/first-load/boot/theme-boot.ts sets it before the first paint). */
export const BETA_SEEN_CLASS = 'beta-seen'

/** Hides the first-visit beta strip, for good in this browser. */
export function dismissBetaStrip(): void {
  document.documentElement.classList.add(BETA_SEEN_CLASS)
  try {
    localStorage.setItem(LOCAL_KEYS.betaNoticeSeen, '1')
  } catch {
    // Storage blocked: the strip is gone for this visit.
  }
}
