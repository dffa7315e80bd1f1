// Runs before the first paint, inline at the top of <body> (scripts/build/boot-scripts.ts
// bundles it; the CSP allows it by its hash): applies the saved theme ('dark' | 'light'), else
// the system preference, so the page never flashes the wrong colours; hides the first-visit
// beta strip for a shopper who dismissed it (src/shell/beta-strip.tsx); and marks a browser that
// has saved nothing for this site yet (`first-visit`: see src/styles.css).
import { LOCAL_KEYS } from '@contract/storage'
import { savedTheme } from '@/lib/browser/saved-theme'
import { FIRST_VISIT_CLASS } from '@/lib/early/protocol'

try {
  if (localStorage.getItem(LOCAL_KEYS.betaNoticeSeen)) document.documentElement.classList.add('beta-seen')
  if (localStorage.length === 0) document.documentElement.classList.add(FIRST_VISIT_CLASS)
} catch {
  // Storage blocked: no strip to hide, no first visit to mark.
}
const theme =
  savedTheme() ??
  (typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')
if (theme === 'dark') document.body.classList.add('dark')
document.documentElement.style.colorScheme = theme
