import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { scryptInPool } from './password-hasher'

// scrypt with a random salt, stored as "salt:hash" (both hex). Hashing runs in a pool of
// low-priority threads (password-hasher.ts), never on the event loop.

const KEY_LENGTH = 32

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${(await scryptInPool(password, salt, KEY_LENGTH)).toString('hex')}`
}

/** For the seed only: it runs once at start, before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${scryptSync(password, salt, KEY_LENGTH).toString('hex')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [saltHex, hashHex] = stored.split(':')
  if (!saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = await scryptInPool(password, Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(expected, actual)
}

// A hash no password matches (its salt and key are random), checked for an email with no
// account: the answer then takes as long as a wrong password would, and tells nothing.
const dummy = `${randomBytes(16).toString('hex')}:${randomBytes(KEY_LENGTH).toString('hex')}`

/** Spends a real verification's time; always false. */
export async function verifyNobody(password: string): Promise<false> {
  await verifyPassword(password, dummy)
  return false
}
