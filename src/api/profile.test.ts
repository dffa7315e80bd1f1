import { afterEach, describe, expect, it, vi } from 'vitest'
import { ENTER_CODE } from '@contract/rules'
import { refused } from '@/test/outcomes'
import { json, stubFetch } from '@/test/stub-fetch'
import { signInPerTest } from '@/test/session'
import { confirmEmailChange, saveProfile } from './profile'

const signedIn = signInPerTest()
afterEach(() => vi.unstubAllGlobals())

const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: null }

describe('a new e-mail, proven by a code (docs/api.md#profile)', () => {
  it('saveProfile answers the user as saved and the e-mail waiting for its code', async () => {
    signedIn()
    const sent = stubFetch(() => json({ detail: 'Profile saved.', user: ada, pending_email: 'ada.new@example.ng' }))
    const saved = await saveProfile({ ...ada, email: 'ada.new@example.ng', current_password: 'secret-1' })
    expect(saved).toEqual({ user: ada, pendingEmail: 'ada.new@example.ng', detail: 'Profile saved.' })
    expect(sent[0]?.method).toBe('PATCH')
  })

  it('confirmEmailChange sends the code with the token and answers the moved user', async () => {
    signedIn()
    const moved = { ...ada, email: 'ada.new@example.ng' }
    const sent = stubFetch(() => json({ detail: 'Email changed.', user: moved }))
    expect(await confirmEmailChange(' 123456 ')).toEqual(moved)
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/beta/account/app-user/email-change/confirm' })
    expect(sent[0]?.body).toEqual({ code: '123456' })
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer access-1')
  })

  it('confirmEmailChange refuses an empty code without a request', async () => {
    const sent = stubFetch(() => json({}))
    await refused(confirmEmailChange('  '), ENTER_CODE)
    expect(sent).toEqual([])
  })
})
