import { useAtom } from 'jotai'
import { MoonIcon, SunIcon } from '@/ui/icons'
import { themeAtom } from './theme'

export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom)
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className="grid size-11 place-items-center rounded-full hover:bg-surface-2 xl:size-10"
      aria-label="Dark theme"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {/* The icon follows the body's class, so it is right from the first paint (prerendered HTML too). */}
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="dark:hidden" />
    </button>
  )
}
