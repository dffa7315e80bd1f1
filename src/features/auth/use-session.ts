import { atom, useAtomValue, useSetAtom } from 'jotai'

export type User = {
  id: number
  email: string
  first_name?: string
  last_name?: string
  username?: string
}

/** The signed-in shopper, or null. The data-layer issue persists it under `user`. */
export const userAtom = atom<User | null>(null)
export const accessTokenAtom = atom<string | null>(null)

const logoutAtom = atom(null, (_get, set) => {
  set(userAtom, null)
  set(accessTokenAtom, null)
})

export function useSession() {
  const user = useAtomValue(userAtom)
  const logout = useSetAtom(logoutAtom)
  return { user, isSignedIn: user !== null, logout: async () => logout() }
}
