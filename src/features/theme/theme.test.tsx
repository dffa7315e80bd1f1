import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { ThemeToggle } from './theme-toggle'

afterEach(() => {
  document.body.classList.remove('dark')
  localStorage.clear()
})

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
})
