import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore, Provider } from 'jotai'
import { afterEach, describe, expect, it } from 'vitest'
import { persistedStateReadAtom, type AppStore } from '@/stores/persisted-atom'
import { distanceNote } from './distance-note'
import { LocationLine } from './location-line'
import { locationDeniedAtom, locationProblemAtom } from '@/stores/location/location-state'

// Near me's location line: a refused location at start is said in the line kept for it, so the
// page does not move; the picker's own paragraph is for a failure that follows a tap.

function renderLine(store: AppStore, picker: 'open' | 'on-demand' = 'open') {
  store.set(persistedStateReadAtom, true)
  return render(
    <Provider store={store}>
      <LocationLine picker={picker} />
    </Provider>,
  )
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation')
})

describe('distanceNote', () => {
  it('names the place lists count from, and why central Lagos when the browser gave no position', () => {
    expect(distanceNote({ source: 'default' })).toBe('Distances from central Lagos')
    expect(distanceNote({ source: 'default' }, 'denied')).toBe('Location blocked · from central Lagos')
    expect(distanceNote({ source: 'default' }, 'unavailable')).toBe('Location off · from central Lagos')
    expect(distanceNote({ source: 'default' }, 'unsupported')).toBe('Distances from central Lagos')
    // A chosen area or a position is the answer, whatever failed before.
    expect(distanceNote({ source: 'area', area: 'Lekki' }, 'denied')).toBe('Distances from Lekki')
    expect(distanceNote({ source: 'device' }, 'unavailable')).toBe('Distances from where you are')
  })
})

describe('LocationLine on Near me (picker open)', () => {
  it('says a refusal at start in its one line, with no paragraph pushing the page down', () => {
    const store = createStore()
    store.set(locationProblemAtom, 'denied')
    store.set(locationDeniedAtom, true)
    renderLine(store)
    expect(screen.getByText('Location blocked · from central Lagos')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    // Asking the browser again would change nothing.
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull()
  })

  it("says what to do when the shopper's own tap finds no position", async () => {
    const store = createStore()
    const unavailable = {
      code: 2,
      message: 'no fix',
      PERMISSION_DENIED: 1,
      POSITION_UNAVAILABLE: 2,
      TIMEOUT: 3,
    } as const
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail(unavailable) },
    })
    renderLine(store)
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect((await screen.findByRole('status')).textContent).toContain("Turn on your phone's location")
    expect(screen.getByText('Location off · from central Lagos')).toBeTruthy()
  })
})

describe('LocationLine elsewhere (picker on demand)', () => {
  it('says the reason in the panel the shopper opened', async () => {
    const store = createStore()
    store.set(locationProblemAtom, 'denied')
    renderLine(store, 'on-demand')
    await userEvent.click(screen.getByRole('button', { name: 'Change area' }))
    expect(screen.getByRole('status').textContent).toContain('Choose your area instead')
  })
})
