// The server owns deal validity (docs/decisions.md#money): every API answer says what time the server's clock reads,
// so a phone whose date is wrong judges a deal's days by the server's, not its own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVER_NOW_HEADER } from '../../contract/deals'
import { startTestServer, type TestServer } from './support'

// Monday 23:30 in Lagos, a day the machine running the test is not at.
const SERVER_NOW = Date.parse('2026-11-23T23:30:00+01:00')
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ server: { clock: () => SERVER_NOW } })
})
afterAll(() => server.close())

describe("the server's clock on its answers", () => {
  it('is on a read, a refused write and a missing path, and a page on the dev server may read it', async () => {
    const read = await fetch(`${server.base}/api/coupon-items-all-aws`, {
      headers: { Origin: 'http://localhost:5173' },
    })
    expect(read.status).toBe(200)
    expect(Number(read.headers.get(SERVER_NOW_HEADER))).toBe(SERVER_NOW)
    expect((read.headers.get('access-control-expose-headers') ?? '').toLowerCase()).toContain(
      SERVER_NOW_HEADER.toLowerCase(),
    )
    const refused = await fetch(`${server.base}/sales/sales-quote`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    })
    expect(refused.status).toBe(400)
    expect(Number(refused.headers.get(SERVER_NOW_HEADER))).toBe(SERVER_NOW)
    const missing = await fetch(`${server.base}/api/no-such-read`)
    expect(Number(missing.headers.get(SERVER_NOW_HEADER))).toBe(SERVER_NOW)
  })
})
