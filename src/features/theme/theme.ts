import { atom } from 'jotai'
import { saveTheme, savedTheme, type Theme } from '@/lib/browser/saved-theme'

/** The theme src/first-load/boot/theme-boot.ts applied before the first paint. */
function currentTheme(): Theme {
  return document.body.classList.contains('dark') ? 'dark' : 'light'
}

/** Shows a theme without saving it. */
function showTheme(theme: Theme): void {
  document.body.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
}

// 'light' in prerendered HTML and while it hydrates (whatever this browser's theme); the body's
// class, set before the first paint, is read once the atom is in use.
const themeBaseAtom = atom<Theme>('light')
themeBaseAtom.onMount = (set) => {
  if (typeof matchMedia !== 'function') return set(currentTheme())
  // Until she picks one, the theme follows her phone's as the first paint did (theme-boot.ts),
  // also while the app is open: a phone that turns dark at sunset turns the app dark with it.
  const systemDark = matchMedia('(prefers-color-scheme: dark)')
  const follow = () => {
    if (!savedTheme()) showTheme(systemDark.matches ? 'dark' : 'light')
    set(currentTheme())
  }
  // Also now: a change between the first paint and the atom's first use (at hydration, or once the
  // first screen is done where no toggle shows) had no listener.
  follow()
  systemDark.addEventListener('change', follow)
  return () => systemDark.removeEventListener('change', follow)
}

/** Read the theme; write a theme to apply and save it (docs/data.md#ui-state: 'dark' or 'light'). */
export const themeAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, theme: Theme) => {
    showTheme(theme)
    saveTheme(theme)
    set(themeBaseAtom, theme)
  },
)
