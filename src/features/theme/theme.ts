import { atom } from 'jotai'
import { LOCAL_KEYS } from '@contract/storage'

export type Theme = 'dark' | 'light'
const STORAGE_KEY = LOCAL_KEYS.theme

/** The theme src/first-load/boot/theme-boot.ts applied before the first paint. */
function currentTheme(): Theme {
  return document.body.classList.contains('dark') ? 'dark' : 'light'
}

/** Shows a theme without saving it. */
function showTheme(theme: Theme): void {
  document.body.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
}

function applyTheme(theme: Theme): void {
  showTheme(theme)
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage full or blocked: the theme still applies for this visit.
  }
}

/** Whether the shopper picked a theme (the toggle saves it); until she does, her phone's applies. */
function themeChosen(): boolean {
  try {
    const saved = localStorage.getItem(STORAGE_KEY)
    return saved === 'dark' || saved === 'light'
  } catch {
    return false
  }
}

// 'light' in prerendered HTML and while it hydrates (whatever this browser's theme); the body's
// class, set before the first paint, is read once the atom is in use.
const themeBaseAtom = atom<Theme>('light')
themeBaseAtom.onMount = (set) => {
  set(currentTheme())
  if (typeof matchMedia !== 'function') return
  // Until she picks one, the theme follows her phone's as the first paint did (theme-boot.ts),
  // also while the app is open: a phone that turns dark at sunset turns the app dark with it.
  const systemDark = matchMedia('(prefers-color-scheme: dark)')
  const follow = () => {
    if (themeChosen()) return
    const theme = systemDark.matches ? 'dark' : 'light'
    showTheme(theme)
    set(theme)
  }
  // A change between the first paint and now (the atom is in use from hydration, or from the
  // end of the first screen where no toggle shows) had no listener: caught up with here.
  follow()
  systemDark.addEventListener('change', follow)
  return () => systemDark.removeEventListener('change', follow)
}

/** Read the theme; write a theme to apply and save it (docs/data.md#ui-state: 'dark' or 'light'). */
export const themeAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, theme: Theme) => {
    applyTheme(theme)
    set(themeBaseAtom, theme)
  },
)
