import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { del, set } from 'idb-keyval'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { markAppReady } from '@/lib/lifecycle/app-ready'
import { nearMeQueryOptions } from '@/api/discovery'
import { renderWithRouter } from '@/test/render-with-router'
import { Thumbnail } from '@/ui/thumbnail'
import { LOCAL_KEYS } from '@contract/storage'
import { applyDataSaver, dataSaverOn } from '@/lib/browser/data-saver'
import { formatBytes, isoWeek } from './data-usage'
import { DataSettings } from './data-settings'

function browserSaveData(saveData: boolean | undefined) {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: saveData === undefined ? undefined : Object.assign(new EventTarget(), { saveData }),
  })
  applyDataSaver()
}

beforeEach(async () => {
  localStorage.removeItem(LOCAL_KEYS.dataSaver)
  browserSaveData(undefined)
  await del('data_usage')
})
afterEach(() => vi.useRealTimers())

describe('data saver', () => {
  it('follows Save-Data until the shopper chooses, and remembers the choice', async () => {
    await renderWithRouter(<DataSettings />)
    const toggle = screen.getByRole('switch', { name: 'Data saver' })
    expect(toggle).toHaveAttribute('aria-checked', 'false')

    act(() => browserSaveData(true))
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('On because your browser asks to save data.')).toBeInTheDocument()

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    expect(localStorage.getItem(LOCAL_KEYS.dataSaver)).toBe('off')
    expect(dataSaverOn()).toBe(false)

    await userEvent.click(screen.getByRole('button', { name: 'Follow my browser instead' }))
    expect(localStorage.getItem(LOCAL_KEYS.dataSaver)).toBeNull()
    expect(toggle).toHaveAttribute('aria-checked', 'true')

    act(() => browserSaveData(false))
    await userEvent.click(toggle)
    expect(localStorage.getItem(LOCAL_KEYS.dataSaver)).toBe('on')
    expect(dataSaverOn()).toBe(true)
  })

  it('asks for smaller near-me pages while on', () => {
    const location = { latitude: 6.6, longitude: 3.35 }
    expect(JSON.stringify(nearMeQueryOptions(location).queryKey)).not.toContain('page_size')
    localStorage.setItem(LOCAL_KEYS.dataSaver, 'on')
    applyDataSaver()
    expect(JSON.stringify(nearMeQueryOptions(location, { page: 2 }).queryKey)).toContain('"page_size":8')
  })

  it('turns pictures into a tap-to-load box of the same size', async () => {
    // Past the first screen, where every picture loads (see src/ui/thumbnail.test.tsx).
    markAppReady()
    await renderWithRouter(
      <a href="/store/1">
        <Thumbnail src="/beta/media/logo/x.svg" alt="Mama Put logo" width={80} height={80} className="size-20" />
      </a>,
    )
    expect(await screen.findByRole('img', { name: 'Mama Put logo' })).toBeInTheDocument()

    act(() => {
      localStorage.setItem(LOCAL_KEYS.dataSaver, 'on')
      applyDataSaver()
    })
    expect(screen.queryByRole('img')).toBeNull()
    const button = screen.getByRole('button', { name: 'Tap to load image: Mama Put logo' })
    expect(button.parentElement).toHaveClass('size-20')
    button.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('img', { name: 'Mama Put logo' })).toHaveAttribute('src', '/beta/media/logo/x.svg')
  })
})

describe('data saved', () => {
  it('formats bytes for people', () => {
    expect(formatBytes(0)).toBe('0 KB')
    expect(formatBytes(860_000)).toBe('840 KB')
    expect(formatBytes(1_468_006)).toBe('1.4 MB')
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB')
    expect(isoWeek(new Date('2026-11-23T12:00:00'))).toBe('2026-W48')
    expect(isoWeek(new Date('2027-01-01T12:00:00'))).toBe('2026-W53')
  })

  it('shows this week’s saving, with what was downloaded for context', async () => {
    await set('data_usage', { week: isoWeek(new Date()), fromCache: 3_355_443, fromNetwork: 1_048_576 })
    await renderWithRouter(<DataSettings />)
    expect(await screen.findByText(/This week GidiDeals saved you/)).toHaveTextContent(
      'This week GidiDeals saved you 3.2 MB of mobile data.',
    )
    expect(screen.getByText(/was downloaded/)).toHaveTextContent('1.0 MB was downloaded')
  })

  it('says nothing was counted when there is no count, or only last week’s', async () => {
    await set('data_usage', { week: '2020-W01', fromCache: 9_000_000, fromNetwork: 1 })
    await renderWithRouter(<DataSettings />)
    expect(await screen.findByText(/Nothing counted yet this week/)).toBeInTheDocument()
  })
})
