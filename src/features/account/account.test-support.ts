import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { accessTokenAtom, connectSessionToApi, refreshTokenAtom, userAtom } from '@/stores/session/session'
import { renderWithRouter } from '@/test/render-with-router'
import { json, stubFetch, type Respond, type SentRequest } from '@/test/stub-fetch'

// The account page's tests: Ada signed in on a phone whose API client uses her tokens, and a
// server stub that answers by path.

export const ada = { id: 7, email: 'ada@example.ng', first_name: 'Ada', last_name: 'Obi', username: null }

export const PATHS = {
  activities: '/beta/account/app-user/data-jwt',
  profile: '/beta/account/app-user/profile',
  confirmEmail: '/beta/account/app-user/email-change/confirm',
  changePassword: '/beta/account/app-user/change-password',
  myOrders: '/beta/sales/my-orders',
  store: (id: number) => `/beta/api/nearme-single-store-aws/${id}`,
  coupon: (id: number) => `/beta/api/coupon-items-single-id-aws/${id}`,
} as const

/** Answers by path; anything else is a 404, as a server without it would say. */
export function byPath(answers: Record<string, Respond>): Respond {
  return (request) => answers[request.path]?.(request) ?? json({ message: 'Not found' }, 404)
}

let disconnect = () => {}
export const disconnectSession = () => disconnect()

export async function renderSignedIn(ui: ReactNode, respond: Respond, { signedIn = true } = {}) {
  const sent: SentRequest[] = stubFetch(respond)
  const rendered = await renderWithRouter(ui, { path: '/account' })
  disconnect = connectSessionToApi(rendered.store)
  if (signedIn)
    act(() => {
      rendered.store.set(userAtom, ada)
      rendered.store.set(accessTokenAtom, 'access-ada')
      rendered.store.set(refreshTokenAtom, 'refresh-ada')
    })
  return { ...rendered, sent }
}
