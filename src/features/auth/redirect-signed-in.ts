import { redirect } from '@tanstack/react-router'
import { get } from 'idb-keyval'

/** Signup and login send a shopper who already holds an access token to near me (SPEC §2). */
export async function redirectSignedInShopper(): Promise<void> {
  let access: unknown = null
  try {
    access = await get('access')
  } catch {
    // No IndexedDB (private mode on some browsers): treat as signed out.
  }
  if (typeof access === 'string' && access !== '') {
    throw redirect({ to: '/near-me', replace: true })
  }
}
