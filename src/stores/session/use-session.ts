import { useAtomValue, useStore } from 'jotai'
import { useMemo } from 'react'
import type { Credentials, SignupDetails } from '@/api/auth'
import { isSignedInAtom, loginErrorAtom, loginStatusAtom, logoutErrorAtom, signupStatusAtom, userAtom } from './session'

export { userAtom, accessTokenAtom, logoutErrorAtom, type User } from './session'

// The actions (and the auth API behind them) load when first used, not with the shell.
const actions = () => import('./session-actions')

/** The signed-in shopper and the actions on the session, for components. */
export function useSession() {
  const store = useStore()
  const user = useAtomValue(userAtom)
  const isSignedIn = useAtomValue(isSignedInAtom)
  const loginStatus = useAtomValue(loginStatusAtom)
  const loginError = useAtomValue(loginErrorAtom)
  const signupStatus = useAtomValue(signupStatusAtom)
  const logoutError = useAtomValue(logoutErrorAtom)
  const bound = useMemo(
    () => ({
      login: async (credentials: Partial<Credentials>) => (await actions()).logIn(credentials, store),
      signup: async (details: Partial<SignupDetails>) => (await actions()).signUp(details, store),
      logout: async () => (await actions()).logOut(store),
      /** Throws when the server did not end the sessions (see logOutEverywhere). */
      logoutEverywhere: async () => (await actions()).logOutEverywhere(store),
    }),
    [store],
  )
  return { user, isSignedIn, loginStatus, loginError, signupStatus, logoutError, ...bound }
}
