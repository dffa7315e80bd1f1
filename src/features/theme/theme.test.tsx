import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from './theme-toggle'

afterEach(() => {
  document.body.classList.remove('dark')
  localStorage.clear()
  vi.unstubAllGlobals()
})

/** The phone's dark-mode setting, which the test turns on and off as the phone would. */
function phoneSetting(dark: boolean) {
  const query = new EventTarget() as EventTarget & { matches: boolean; media: string }
  query.matches = dark
  query.media = '(prefers-color-scheme: dark)'
  vi.stubGlobal('matchMedia', (media: string) => {
    if (media !== query.media) throw new Error(`unexpected media query ${media}`)
    return query
  })
  return {
    turn(on: boolean) {
      query.matches = on
      act(() => void query.dispatchEvent(new Event('change')))
    },
  }
}

function renderToggle() {
  render(
    <Provider>
      <ThemeToggle />
    </Provider>,
  )
  return screen.getByRole('button', { name: 'Dark theme' })
}

describe('ThemeToggle', () => {
  it('toggles the dark class on the body and saves the choice', async () => {
    render(
      <Provider>
        <ThemeToggle />
      </Provider>,
    )
    const toggle = screen.getByRole('button', { name: 'Dark theme' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(toggle)
    expect(document.body).toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(toggle)
    expect(document.body).not.toHaveClass('dark')
    expect(localStorage.getItem('theme')).toBe('light')
  })

  it("follows the phone's setting while the app is open, until the shopper picks a theme", async () => {
    const phone = phoneSetting(false)
    const toggle = renderToggle()
    phone.turn(true)
    expect(document.body).toHaveClass('dark')
    expect(document.documentElement.style.colorScheme).toBe('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    // Following is not choosing: nothing is saved.
    expect(localStorage.getItem('theme')).toBeNull()
    phone.turn(false)
    expect(document.body).not.toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    // Her choice stays whatever the phone does next.
    await userEvent.click(toggle)
    phone.turn(false)
    phone.turn(true)
    phone.turn(false)
    expect(document.body).toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
  })

  it("catches up with a change of the phone's setting made before it was in use", () => {
    // The first paint was light (theme-boot.ts); the phone turned dark before the app listened.
    phoneSetting(true)
    const toggle = renderToggle()
    expect(document.body).toHaveClass('dark')
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem('theme')).toBeNull()
  })
})
