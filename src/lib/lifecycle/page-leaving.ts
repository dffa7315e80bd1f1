// The moments a page may be gone without another chance to run: another page loads, the tab
// closes, or the tab is hidden (a phone may then freeze or kill it). What must not be lost — a
// write still under way — is finished synchronously then.

/** Runs `run` at each of those moments (nothing outside a browser page). */
export function whenPageMayGo(run: () => void): void {
  if (typeof window === 'undefined') return
  window.addEventListener('pagehide', run)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') run()
  })
}
