import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, connectSessionToApi, refreshTokenAtom, userAtom } from '@/stores/session/session'
import { persistedWritesSettled, type AppStore } from '@/stores/persisted-atom'
import { renderWithRouter } from '@/test/render-with-router'
import { json, offline, stubFetch } from '@/test/stub-fetch'
import { LogOutEverywhere } from './log-out-everywhere'

const EVERYWHERE = '/beta/account/app-user/logout-everywhere'
const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: 'ada' }

let disconnect: () => void = () => undefined
afterEach(async () => {
  disconnect()
  vi.unstubAllGlobals()
  await persistedWritesSettled()
})

/** The section on a phone where Ada is signed in, its API client using her tokens. */
async function renderSignedIn() {
  const rendered = await renderWithRouter(<LogOutEverywhere />)
  const store: AppStore = rendered.store
  act(() => {
    store.set(userAtom, ada)
    store.set(accessTokenAtom, 'access-ada')
    store.set(refreshTokenAtom, 'refresh-ada')
  })
  disconnect = connectSessionToApi(store)
  return store
}

const opener = () => screen.getByRole('button', { name: 'Log out on every phone and browser' })

describe('Log out everywhere', () => {
  it('is not offered to a shopper who is not signed in', async () => {
    await renderWithRouter(<LogOutEverywhere />)
    expect(screen.queryByRole('button', { name: 'Log out on every phone and browser' })).toBeNull()
  })

  it('asks first; Cancel sends nothing and puts the keyboard back on the button', async () => {
    const sent = stubFetch(() => json({ detail: 'Logged out on every device.' }))
    await renderSignedIn()
    await userEvent.click(opener())
    expect(screen.getByRole('group', { name: /Log out on every phone and browser, this one too\?/ })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Yes, log out everywhere' })).toHaveFocus()
    await userEvent.keyboard('{Tab}{Enter}')
    expect(sent).toEqual([])
    expect(opener()).toHaveFocus()
  })

  it('with the keyboard: ends every session on the server, then forgets the account here', async () => {
    let answer: (response: Response) => void = () => undefined
    const sent = stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)))
    const store = await renderSignedIn()
    opener().focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard('{Enter}')
    const pending = screen.getByRole('button', { name: 'Logging out everywhere…' })
    expect(pending).toHaveAttribute('aria-disabled', 'true')
    expect(pending).toHaveFocus()
    await vi.waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]?.method).toBe('POST')
    expect(sent[0]?.path).toBe(EVERYWHERE)
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer access-ada')
    // Still signed in until the server has done it.
    expect(store.get(userAtom)).toEqual(ada)
    answer(json({ detail: 'Logged out on every device.' }))
    expect(await screen.findByRole('status')).toHaveTextContent('You are logged out on every phone and browser.')
    expect(store.get(userAtom)).toBeNull()
    expect(store.get(accessTokenAtom)).toBeNull()
    expect(store.get(refreshTokenAtom)).toBeNull()
  })

  it('offline: says it needs a connection, and keeps the shopper signed in to try again', async () => {
    stubFetch(() => offline())
    const store = await renderSignedIn()
    await userEvent.click(opener())
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log out everywhere' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Logging out everywhere needs a connection. Connect to the internet and try again.',
    )
    expect(store.get(userAtom)).toEqual(ada)
    expect(store.get(refreshTokenAtom)).toBe('refresh-ada')
    expect(screen.getByRole('button', { name: 'Yes, log out everywhere' })).toBeEnabled()
  })

  it("a server failure says so in SPEC's words and keeps the shopper signed in", async () => {
    stubFetch(() => json({}, 500))
    const store = await renderSignedIn()
    await userEvent.click(opener())
    await userEvent.click(screen.getByRole('button', { name: 'Yes, log out everywhere' }))
    // The error catalogue's words for a 500 (docs/errors.md#500).
    expect(await screen.findByRole('alert')).toHaveTextContent('Internal Server Error - Try again later.')
    expect(store.get(userAtom)).toEqual(ada)
  })
})
