import { useAtomValue, useStore } from 'jotai'
import { useMemo } from 'react'
import type { Credentials, SignupDetails } from '@/api/auth'
import {
  isSignedInAtom,
  logIn,
  logOut,
  loginErrorAtom,
  loginStatusAtom,
  logoutErrorAtom,
  signUp,
  signupStatusAtom,
  userAtom,
} from './session'

export { userAtom, accessTokenAtom, type User } from './session'

/** The signed-in shopper and the actions on the session, for components. */
export function useSession() {
  const store = useStore()
  const user = useAtomValue(userAtom)
  const isSignedIn = useAtomValue(isSignedInAtom)
  const loginStatus = useAtomValue(loginStatusAtom)
  const loginError = useAtomValue(loginErrorAtom)
  const signupStatus = useAtomValue(signupStatusAtom)
  const logoutError = useAtomValue(logoutErrorAtom)
  const actions = useMemo(
    () => ({
      login: (credentials: Partial<Credentials>) => logIn(credentials, store),
      signup: (details: Partial<SignupDetails>) => signUp(details, store),
      logout: () => logOut(store),
    }),
    [store],
  )
  return { user, isSignedIn, loginStatus, loginError, signupStatus, logoutError, ...actions }
}
