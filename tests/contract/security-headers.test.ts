import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../server/http/security-headers'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  )

describe('security headers', () => {
  it('come with the app shell, its files, API answers and errors alike', async () => {
    const answers = await Promise.all([
      fetch(`${server.url}/`),
      fetch(`${server.url}/near-me`),
      fetch(`${server.url}/assets/index-abc123.js`),
      fetch(`${server.base}/api/coupon-items-all-aws`),
      fetch(`${server.base}/api/no-such-endpoint`),
      fetch(`${server.base}/account/app-user/login`, { method: 'POST', body: '{bad' }),
    ])
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(contentSecurityPolicy())
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(answer.headers.get('permissions-policy')).toContain('geolocation=(self)')
    }
  })

  it('allow no inline or foreign script, no inline style, and no framing, unless analytics is configured', () => {
    const plain = directives(contentSecurityPolicy())
    expect(plain.get('script-src')).toEqual(["'self'"])
    expect(plain.get('style-src')).toEqual(["'self'"])
    expect(plain.get('connect-src')).toEqual(["'self'"])
    expect(plain.get('frame-ancestors')).toEqual(["'none'"])
    expect(plain.get('object-src')).toEqual(["'none'"])

    const withAnalytics = directives(contentSecurityPolicy({ analytics: true }))
    expect(withAnalytics.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(withAnalytics.get('script-src')).not.toContain("'unsafe-inline'")
  })
})
