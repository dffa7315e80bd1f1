// Who is calling: the client's address as budgets key it (an IPv6 client by its /64, a rented block
// by its /48), from the connection or, behind our own reverse proxy, from X-Forwarded-For.
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'

/**
 * The client's address. Behind a reverse proxy (`trustProxy`), the last X-Forwarded-For hop is
 * the one our proxy saw; anything further left is the client's own claim and is ignored.
 * IPv6 clients are keyed by their /64: one phone or home gets a whole /64.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  let address: string | undefined
  if (trustProxy) address = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim()
  if (!address) {
    try {
      address = getConnInfo(c).remote.address
    } catch {
      address = undefined // no socket: an in-process request (app.request in tests)
    }
  }
  return normalizeAddress(address ?? 'unknown')
}

export function normalizeAddress(raw: string): string {
  // Keys stay small (bounded memory): no address is longer than 45 characters.
  const address = raw.trim().toLowerCase().slice(0, 64)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mapped?.[1]) return mapped[1]
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('::', 2)
  const left = head ? head.split(':') : []
  const right = address.includes('::') && tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

/**
 * The network an address belongs to, for budgets a rented block must share: an IPv6 /48 (what
 * one customer is given; its 65,536 /64s would otherwise be 65,536 budgets). An IPv4 address
 * is its own network. `address` is what normalizeAddress gives.
 */
export function addressNetwork(address: string): string {
  if (!address.endsWith('::/64')) return address
  return `${address.split(':').slice(0, 3).join(':')}::/48`
}
