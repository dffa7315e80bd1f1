import { atom } from 'jotai'
import { LOCAL_KEYS } from '@contract/storage'

export type Theme = 'dark' | 'light'
const STORAGE_KEY = LOCAL_KEYS.theme

/** The theme src/first-load/boot/theme-boot.ts applied before the first paint. */
export function currentTheme(): Theme {
  return document.body.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme): void {
  document.body.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage full or blocked: the theme still applies for this visit.
  }
}

// 'light' in prerendered HTML and while it hydrates (whatever this browser's theme); the body's
// class, set before the first paint, is read once the atom is in use.
const themeBaseAtom = atom<Theme>('light')
themeBaseAtom.onMount = (set) => set(currentTheme())

/** Read the theme; write a theme to apply and save it (docs/data.md#ui-state: 'dark' or 'light'). */
export const themeAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, theme: Theme) => {
    applyTheme(theme)
    set(themeBaseAtom, theme)
  },
)
