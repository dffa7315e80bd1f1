import { redirect } from '@tanstack/react-router'
import { appStore } from '@/stores/persisted-atom'
import { accessTokenAtom } from '@/stores/session/session'

/** Signup and login send a shopper who already holds an access token to near me (docs/pages.md). */
export function redirectSignedInShopper(): void {
  // The store is hydrated from IndexedDB before the router first renders (src/app/start.tsx).
  if (appStore.get(accessTokenAtom)) throw redirect({ to: '/near-me', replace: true })
}
