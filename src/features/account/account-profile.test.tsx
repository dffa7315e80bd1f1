import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createStore } from 'jotai'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accessTokenAtom, refreshTokenAtom, userAtom } from '@/stores/session/session'
import { clearPersistedAtoms, persistedWritesSettled } from '@/stores/persisted-atom'
import { json, offline } from '@/test/stub-fetch'
import { userActivities } from '@/test/fixtures'
import { AccountPage } from './account-page'
import { ada, byPath, disconnectSession, PATHS, renderSignedIn } from './account.test-support'

const quiet = {
  [PATHS.activities]: () => json(userActivities({ id: 7 })),
  [PATHS.myOrders]: () => json({ data: { results: [], count: 0 } }),
}

beforeEach(async () => {
  await persistedWritesSettled()
  await clearPersistedAtoms(createStore())
})
afterEach(() => {
  disconnectSession()
  vi.unstubAllGlobals()
})

const profile = () => within(screen.getByRole('region', { name: 'Profile' }))
const password = () => within(screen.getByRole('region', { name: 'Change password' }))

describe('the account page signed out', () => {
  it('asks to log in, shows nothing personal, keeps data saver, and sends nothing', async () => {
    const { sent } = await renderSignedIn(<AccountPage />, byPath(quiet), { signedIn: false })
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument()
    expect(
      await screen.findByRole('group', { name: 'Log in to see your profile, orders, likes and vouchers' }),
    ).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull()
    expect(screen.queryByRole('navigation', { name: 'Account sections' })).toBeNull()
    expect(screen.getByRole('switch', { name: 'Data saver' })).toBeInTheDocument()
    expect(sent).toEqual([])
  })
})

describe('profile', () => {
  it('saves the names for the signed-in shopper, and the session shows them', async () => {
    const saved = { ...ada, first_name: 'Adaeze' }
    const { sent, store } = await renderSignedIn(
      <AccountPage />,
      byPath({ ...quiet, [PATHS.profile]: () => json({ detail: 'Profile saved.', user: saved }) }),
    )
    expect(screen.getByText('Logged in as ada@example.ng.')).toBeInTheDocument()
    const first = profile().getByRole('textbox', { name: 'First name' })
    expect(first).toHaveValue('Ada')
    await userEvent.clear(first)
    await userEvent.type(first, 'Adaeze')
    // The e-mail is unchanged, so no password is asked for.
    expect(profile().queryByLabelText('Current password')).toBeNull()
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(await profile().findByRole('status')).toHaveTextContent('Profile saved.')
    const patch = sent.find((request) => request.path === PATHS.profile)
    expect(patch?.method).toBe('PATCH')
    expect(patch?.headers.get('Authorization')).toBe('Bearer access-ada')
    expect(patch?.body).toEqual({ first_name: 'Adaeze', last_name: 'Obi', email: 'ada@example.ng' })
    expect(store.get(userAtom)).toEqual(saved)
  })

  it("checks the fields with signup's words before sending", async () => {
    const { sent } = await renderSignedIn(<AccountPage />, byPath(quiet))
    await userEvent.clear(profile().getByRole('textbox', { name: 'First name' }))
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(profile().getByText('First name is required.')).toBeInTheDocument()
    expect(profile().getByRole('textbox', { name: 'First name' })).toHaveFocus()
    await userEvent.click(profile().getByRole('textbox', { name: 'First name' }))
    await userEvent.paste('A'.repeat(101))
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(profile().getByText('First name must be at most 100 characters.')).toBeInTheDocument()
    expect(sent.some((request) => request.path === PATHS.profile)).toBe(false)
  })

  it('a new e-mail asks for the current password, and a taken one shows the server’s words', async () => {
    const taken = 'That email belongs to another account. Use another email.'
    const { sent, store } = await renderSignedIn(
      <AccountPage />,
      byPath({ ...quiet, [PATHS.profile]: () => json({ message: taken }, 400) }),
    )
    const email = profile().getByRole('textbox', { name: 'Email' })
    await userEvent.clear(email)
    await userEvent.paste('tunde@example.ng')
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(profile().getByText('Enter your current password to change your email.')).toBeInTheDocument()
    await userEvent.click(profile().getByLabelText('Current password'))
    await userEvent.paste('jollof-and-plantain')
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(await profile().findByRole('alert')).toHaveTextContent(taken)
    expect(sent.find((request) => request.path === PATHS.profile)?.body).toMatchObject({
      email: 'tunde@example.ng',
      current_password: 'jollof-and-plantain',
    })
    expect(store.get(userAtom)).toEqual(ada)
  })

  it('a new e-mail waits for the code sent to it; the account keeps its address until the code is entered', async () => {
    const moved = { ...ada, email: 'tunde@example.ng' }
    const sentCode = 'Profile saved. Enter the code we sent to your new email to change it.'
    const wrongCode = 'The code is invalid or has expired.'
    let tries = 0
    const { sent, store } = await renderSignedIn(
      <AccountPage />,
      byPath({
        ...quiet,
        [PATHS.profile]: () => json({ detail: sentCode, user: ada, pending_email: moved.email }),
        [PATHS.confirmEmail]: () =>
          ++tries === 1 ? json({ message: wrongCode }, 400) : json({ detail: 'Email changed.', user: moved }),
      }),
    )
    const email = profile().getByRole('textbox', { name: 'Email' })
    await userEvent.clear(email)
    await userEvent.paste(moved.email)
    await userEvent.click(profile().getByLabelText('Current password'))
    await userEvent.paste('jollof-and-plantain')
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(await profile().findByRole('status')).toHaveTextContent(sentCode)
    // Not the account's yet: the field and the session keep the old address.
    expect(email).toHaveValue(ada.email)
    expect(store.get(userAtom)).toEqual(ada)
    const confirm = within(profile().getByRole('form', { name: 'Confirm your new email' }))
    expect(confirm.getByText(moved.email)).toBeInTheDocument()
    // The code's own rule first, then the server's words for a wrong one.
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm new email' }))
    expect(confirm.getByText('Enter the 6-digit code from the email.')).toBeInTheDocument()
    await userEvent.type(confirm.getByLabelText('Code from the new email'), '123456')
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm new email' }))
    expect(await confirm.findByRole('alert')).toHaveTextContent(wrongCode)
    await userEvent.click(confirm.getByRole('button', { name: 'Confirm new email' }))
    expect(await profile().findByText('Email changed.')).toBeInTheDocument()
    expect(profile().queryByRole('form', { name: 'Confirm your new email' })).toBeNull()
    expect(email).toHaveValue(moved.email)
    expect(store.get(userAtom)).toEqual(moved)
    expect(sent.filter((request) => request.path === PATHS.confirmEmail).map((request) => request.body)).toEqual([
      { code: '123456' },
      { code: '123456' },
    ])
  })

  it('offline: says what to do, and keeps what was typed', async () => {
    await renderSignedIn(<AccountPage />, byPath({ ...quiet, [PATHS.profile]: () => offline() }))
    await userEvent.type(profile().getByRole('textbox', { name: 'Last name' }), '-Bello')
    await userEvent.click(profile().getByRole('button', { name: 'Save profile' }))
    expect(await profile().findByRole('alert')).toHaveTextContent('Check that mobile data or Wi-Fi is on')
    expect(profile().getByRole('textbox', { name: 'Last name' })).toHaveValue('Obi-Bello')
  })
})

describe('change password', () => {
  // Pasted, not typed key by key: the same events a password manager gives, and quick on a busy machine.
  async function fill(current: string, next: string, confirm = next) {
    for (const [label, value] of [
      ['Current password', current],
      ['New password', next],
      ['Confirm new password', confirm],
    ] as const) {
      await userEvent.click(password().getByLabelText(label))
      await userEvent.paste(value)
    }
    await userEvent.click(password().getByRole('button', { name: 'Change password' }))
  }

  it('uses the signup rules: a short or unmatched new password is not sent', async () => {
    const { sent } = await renderSignedIn(<AccountPage />, byPath(quiet))
    await fill('old-password', 'short', 'shorter')
    expect(password().getByText('Password must be at least 8 characters.')).toBeInTheDocument()
    expect(password().getByText('The passwords do not match.')).toBeInTheDocument()
    expect(sent.some((request) => request.path === PATHS.changePassword)).toBe(false)
  })

  it('keeps this phone signed in with the new session, and says the others are logged out', async () => {
    const detail = 'Password changed. You are logged out on every other phone and browser.'
    const { sent, store } = await renderSignedIn(
      <AccountPage />,
      byPath({
        ...quiet,
        [PATHS.changePassword]: () => json({ detail, access: 'access-new', refresh: 'refresh-new' }),
      }),
    )
    await fill('jollof-and-plantain', 'suya-at-midnight')
    expect(await password().findByRole('status')).toHaveTextContent(detail)
    expect(sent.find((request) => request.path === PATHS.changePassword)?.body).toEqual({
      current_password: 'jollof-and-plantain',
      password: 'suya-at-midnight',
    })
    expect(store.get(accessTokenAtom)).toBe('access-new')
    expect(store.get(refreshTokenAtom)).toBe('refresh-new')
    expect(store.get(userAtom)).toEqual(ada)
    expect(password().getByLabelText('Current password')).toHaveValue('')
  })

  it('a wrong current password is refused in the server’s words; the shopper stays signed in', async () => {
    const wrong = 'Your current password is not right. Check it and try again.'
    const { store } = await renderSignedIn(
      <AccountPage />,
      byPath({ ...quiet, [PATHS.changePassword]: () => json({ message: wrong }, 400) }),
    )
    await fill('not-it-at-all', 'suya-at-midnight')
    expect(await password().findByRole('alert')).toHaveTextContent(wrong)
    expect(store.get(userAtom)).toEqual(ada)
    expect(store.get(accessTokenAtom)).toBe('access-ada')
  })
})
