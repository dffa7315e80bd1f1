import type { MiddlewareHandler } from 'hono'

// Headers every answer carries: the app's Content-Security-Policy (no inline script but the
// build's own, each allowed by its hash — the pre-paint script and a prerendered page's early
// reads — and analytics only when a measurement id is configured),
// no MIME sniffing, a referrer that never leaks paths to other sites, and geolocation for this
// origin only.

export type SecurityOptions = {
  /** Allows Google Analytics' script and beacons (set ANALYTICS_ID when the app is built with one). */
  analytics?: boolean
  /** The build's inline scripts, as CSP hash sources ('sha256-…'); looked up (without blocking) on every answer. */
  scriptHashes?: () => Promise<readonly string[]>
}

export function contentSecurityPolicy({
  analytics = false,
  scriptHashes = [],
}: { analytics?: boolean; scriptHashes?: readonly string[] } = {}): string {
  const analyticsScript = analytics ? ' https://www.googletagmanager.com' : ''
  const hashes = scriptHashes.map((hash) => ` ${hash}`).join('')
  const analyticsConnect = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : ''
  return [
    "default-src 'self'",
    `script-src 'self'${hashes}${analyticsScript}`,
    // No inline <style> or style="" either: the toast library is its unstyled build with its CSS
    // file, and React sets style props through the CSSOM, which the policy does not govern.
    "style-src 'self'",
    // Store pictures and map tiles may come from other hosts; uploads preview as blob: URLs.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self'",
    `connect-src 'self'${analyticsConnect}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders({ analytics, scriptHashes }: SecurityOptions = {}): MiddlewareHandler {
  let policy = { hashes: [] as readonly string[], text: contentSecurityPolicy({ analytics }) }
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const hashes = (await scriptHashes?.()) ?? []
    if (hashes !== policy.hashes) policy = { hashes, text: contentSecurityPolicy({ analytics, scriptHashes: hashes }) }
    // A page with policies of its own (the test payment page) keeps them.
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy.text)
    headers.set('X-Content-Type-Options', 'nosniff')
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()')
  }
}
