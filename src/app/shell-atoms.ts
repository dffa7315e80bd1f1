import { atom } from 'jotai'

// Open/closed state of the shell's overlays. Their components load only when first opened,
// so the first route does not pay for them.

/** SPEC §3 "Modal: isOpen": the beta notice shows while this is true. */
export const betaModalAtom = atom(false)
export const sideMenuAtom = atom(false)
export const feedbackModalAtom = atom(false)
/** The feedback text survives closing the modal (nothing a shopper typed is lost). */
export const feedbackDraftAtom = atom('')

export const BETA_NOTICE_SEEN_KEY = 'beta_notice_seen'

/** True once per browser: the first visit is greeted with the beta notice. */
export function isFirstVisit(): boolean {
  try {
    if (localStorage.getItem(BETA_NOTICE_SEEN_KEY)) return false
    localStorage.setItem(BETA_NOTICE_SEEN_KEY, '1')
    return true
  } catch {
    return false
  }
}
