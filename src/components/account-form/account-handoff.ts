import { useRouterState } from '@tanstack/react-router'

// What one account page hands the next (signup → verify → login, forgot → reset → login): the
// shopper's email and a notice. It travels in the history entry's state, not in the URL, so the
// address never reaches page-view analytics, shared links or the server's logs, and it survives
// a reload while the shopper fetches the code from their mail app.

export type AccountNotice = 'code-sent' | 'verified' | 'reset-code-sent' | 'password-changed'

declare module '@tanstack/history' {
  interface HistoryState {
    accountEmail?: string
    accountNotice?: AccountNotice
  }
}

const notices: readonly AccountNotice[] = ['code-sent', 'verified', 'reset-code-sent', 'password-changed']

export type AccountHandoff = { email: string; notice: AccountNotice | undefined }

/** The handoff as the history entry holds it, checked: history state can hold anything. */
export function useAccountHandoff(): AccountHandoff {
  const state = useRouterState({ select: (router) => router.location.state })
  const email = typeof state.accountEmail === 'string' ? state.accountEmail : ''
  const notice = notices.find((known) => known === state.accountNotice)
  return { email, notice }
}

/** The state to navigate with. */
export function handoff(email: string, notice?: AccountNotice) {
  return notice ? { accountEmail: email, accountNotice: notice } : { accountEmail: email }
}
