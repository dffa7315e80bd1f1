// Cross-origin calls: only a page served from this machine (the Vite dev server on its own
// port) may call the API from another origin; any other site's page gets no CORS grant, so the
// browser keeps the answer from it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const DEV_PAGE = 'http://localhost:5173'
const OTHER_SITE = 'https://deals.example.com'

const preflight = (origin: string) =>
  fetch(`${server.base}/sales/sales-quote`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization, content-type, idempotency-key',
    },
  })

describe('CORS', () => {
  it("grants the dev server's page its own origin, the headers the app sends and the methods it uses", async () => {
    const answer = await preflight(DEV_PAGE)
    expect(answer.status).toBe(204)
    expect(answer.headers.get('access-control-allow-origin')).toBe(DEV_PAGE)
    const allowed = (answer.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']))
    const methods = (answer.headers.get('access-control-allow-methods') ?? '').split(/,\s*/)
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']))
    expect(answer.headers.get('vary')).toMatch(/origin/i)

    const read = await fetch(`${server.base}/api/coupon-items-all-aws`, { headers: { Origin: DEV_PAGE } })
    expect(read.status).toBe(200)
    expect(read.headers.get('access-control-allow-origin')).toBe(DEV_PAGE)
  })

  it("grants another site's page nothing, on a preflight or a read", async () => {
    const answer = await preflight(OTHER_SITE)
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
    const read = await fetch(`${server.base}/api/coupon-items-all-aws`, { headers: { Origin: OTHER_SITE } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
    // A look-alike of a local address is another site too.
    const lookalike = await preflight('http://localhost.example.com:5173')
    expect(lookalike.headers.get('access-control-allow-origin')).toBeNull()
  })
})
