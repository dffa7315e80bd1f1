import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto'
import { availableParallelism } from 'node:os'

// scrypt with a random salt, stored as "salt:hash" (both hex). A hash costs ~30 ms of CPU: it
// runs on libuv's thread pool, never on the event loop, and at most one core's worth at once,
// so a burst of logins queues here instead of taking the CPU from every other request.

const KEY_LENGTH = 32
const slots = Math.max(1, availableParallelism() - 1)
let running = 0
const waiting: Array<() => void> = []

async function derive(password: string, salt: Buffer, length: number): Promise<Buffer> {
  if (running >= slots) await new Promise<void>((resolve) => waiting.push(resolve))
  running += 1
  try {
    return await new Promise<Buffer>((resolve, reject) =>
      scrypt(password, salt, length, (error, key) => (error ? reject(error) : resolve(key))),
    )
  } finally {
    running -= 1
    waiting.shift()?.()
  }
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${(await derive(password, salt, KEY_LENGTH)).toString('hex')}`
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
  const actual = await derive(password, Buffer.from(saltHex, 'hex'), expected.length)
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
