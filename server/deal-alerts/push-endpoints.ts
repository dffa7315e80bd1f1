// Where deal alerts may be sent: the browsers' push services only, over https on port 443, to
// addresses on the public internet. A subscription's endpoint is checked when it is stored (its
// URL), and again before each send (the addresses its name resolves to now, every one of them
// public); the send then connects to the address that was checked (./push-send.ts), so a name that
// changes its answer between the two cannot lead the server into its own network.
import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/** The push services of Chrome and Android (FCM), Firefox (autopush), Edge/Windows (WNS) and Safari. */
export const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const

/** Resolves a host name to every address it has now. Tests pass their own. */
export type Resolve = (host: string) => Promise<string[]>

export type PushPolicy = {
  /** Development and tests only (PUSH_LOOPBACK=1, refused in production): http(s) to this machine. */
  loopback: boolean
  /** More push services an operator trusts (their hosts, matched with their subdomains). */
  extraHosts?: readonly string[]
}

const LOOPBACK_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/

/** Addresses that are not the public internet (IANA special-purpose registries, v4 and v6). */
const NOT_PUBLIC = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, prefix, 'ipv6')
const GLOBAL_UNICAST_V6 = new BlockList()
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6')

/** Whether `address` (an IP literal) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4')
  if (family === 6) return GLOBAL_UNICAST_V6.check(address, 'ipv6') && !NOT_PUBLIC.check(address, 'ipv6')
  return false
}

const isServiceHost = (host: string, services: readonly string[]) =>
  services.some((service) => host === service || host.endsWith(`.${service}`))

/** A loopback endpoint the development setting allows (http or https, any port). */
export const isLoopbackEndpoint = (url: URL, policy: PushPolicy) =>
  policy.loopback && LOOPBACK_HOSTS.test(url.hostname) && (url.protocol === 'http:' || url.protocol === 'https:')

/** Why a push endpoint is refused, or null when it may be stored. */
export function endpointProblem(endpoint: string, policy: PushPolicy): string | null {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'The push endpoint must be a URL.'
  }
  if (url.username || url.password) return 'The push endpoint must not carry credentials.'
  if (isLoopbackEndpoint(url, policy)) return null
  if (url.protocol !== 'https:') return 'The push endpoint must be an https URL.'
  if (url.port !== '' && url.port !== '443') return 'The push endpoint must use port 443.'
  if (!isServiceHost(url.hostname.toLowerCase(), [...PUSH_SERVICES, ...(policy.extraHosts ?? [])]))
    return 'The push endpoint must be a browser push service.'
  return null
}

/** The system resolver: every address, as the system orders them. */
export const systemResolve: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((answer) => answer.address)

/**
 * The address to connect to for `url`, resolved now: the first of its addresses, when every one is
 * public (a loopback endpoint under the development setting: whatever loopback says). Null: refused.
 */
export async function checkedAddress(url: URL, policy: PushPolicy, resolve: Resolve): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : await resolve(host).catch(() => [])
  const [first] = addresses
  if (first === undefined) return null
  if (isLoopbackEndpoint(url, policy)) return first
  return addresses.every(isPublicAddress) ? first : null
}
