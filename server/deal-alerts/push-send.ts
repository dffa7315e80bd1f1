// One push request, to the address that was checked (./push-endpoints.ts): the socket connects to
// that address while TLS names the push service (SNI) and the request its Host, so a resolver
// answering differently a moment later changes nothing. One deadline covers the whole exchange.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'

export type PushRequest = { headers: Record<string, string>; body: Uint8Array | null; timeoutMs: number }

/** A lookup that answers `address` whatever it is asked: the connection cannot go elsewhere. */
export function pinnedLookup(address: string): LookupFunction {
  const family = isIP(address)
  return (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }])
    else callback(null, address, family)
  }
}

/** POSTs to `url` through `address`; resolves to the answer's status, rejects on failure or deadline. */
export function postPinned(url: URL, address: string, push: PushRequest): Promise<number> {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    let request: ClientRequest | undefined
    const timer = setTimeout(
      () => request?.destroy(new Error('The push service did not answer in time.')),
      push.timeoutMs,
    )
    const settle = (outcome: () => void) => {
      clearTimeout(timer)
      outcome()
    }
    request = send(
      {
        host,
        port: url.port || (url.protocol === 'https:' ? 443 : 80),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...push.headers, ...(push.body ? { 'Content-Length': String(push.body.length) } : {}) },
        lookup: pinnedLookup(address),
        // SNI carries a name, never an address literal.
        ...(isIP(host) ? {} : { servername: host }),
        agent: false,
      },
      (response: IncomingMessage) => {
        response.resume()
        settle(() => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', (error) => settle(() => reject(error)))
    request.end(push.body ?? undefined)
  })
}
