// The theme the shopper picked with the toggle, saved in localStorage: read before the first
// paint (src/first-load/boot/theme-boot.ts) and by the theme atom (src/features/theme/theme.ts),
// which follows the phone's setting while there is none.
import { LOCAL_KEYS } from '@contract/storage'

export type Theme = 'dark' | 'light'

/** The saved choice; null when there is none (or storage is blocked): the phone's setting applies. */
export function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(LOCAL_KEYS.theme)
    return value === 'dark' || value === 'light' ? value : null
  } catch {
    return null
  }
}

/** Saves her choice; storage full or blocked: it still applies for this visit. */
export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(LOCAL_KEYS.theme, theme)
  } catch {
    // Nothing kept.
  }
}
