import { join } from 'node:path'
import type { MiddlewareHandler } from 'hono'
import { buildJsonFile } from './build-files'

// Headers every answer carries: the app's Content-Security-Policy (no inline script or style but
// the build's own, each allowed by its hash — the pre-paint script, a prerendered page's early
// reads, and the stylesheet a page carries inline when a navigation reaches the server — and
// analytics only when a measurement id is configured),
// no MIME sniffing, a referrer that never leaks paths to other sites, and geolocation for this
// origin only.

/** The build's inline scripts and styles, as CSP hash sources ('sha256-…'). */
export type InlineHashes = { readonly scripts: readonly string[]; readonly styles: readonly string[] }

export const NO_INLINE: InlineHashes = { scripts: [], styles: [] }

export type SecurityOptions = {
  /** Allows Google Analytics' script and beacons (set ANALYTICS_ID when the app is built with one). */
  analytics?: boolean
  /** The build's inline hashes; looked up (without blocking) on every answer. */
  inlineHashes?: () => Promise<InlineHashes>
}

export function contentSecurityPolicy({
  analytics = false,
  inline = NO_INLINE,
}: { analytics?: boolean; inline?: InlineHashes } = {}): string {
  const analyticsScript = analytics ? ' https://www.googletagmanager.com' : ''
  const sources = (hashes: readonly string[]) => hashes.map((hash) => ` ${hash}`).join('')
  const analyticsConnect = analytics ? ' https://*.google-analytics.com https://*.googletagmanager.com' : ''
  return [
    "default-src 'self'",
    `script-src 'self'${sources(inline.scripts)}${analyticsScript}`,
    // No inline <style> but the app's own stylesheet (static-files.ts), and no style=""
    // at all: the toast library is its unstyled build with its CSS file, and React sets style
    // props through the CSSOM, which the policy does not govern.
    `style-src 'self'${sources(inline.styles)}`,
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

export function securityHeaders({ analytics, inlineHashes }: SecurityOptions = {}): MiddlewareHandler {
  let policy = { inline: NO_INLINE, text: contentSecurityPolicy({ analytics }) }
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    const inline = (await inlineHashes?.()) ?? NO_INLINE
    if (inline !== policy.inline) policy = { inline, text: contentSecurityPolicy({ analytics, inline }) }
    // A page with policies of its own (the test payment page) keeps them.
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', policy.text)
    headers.set('X-Content-Type-Options', 'nosniff')
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=()')
  }
}

/** The CSP hashes of the build's inline scripts and styles (dist/csp.json, from scripts/build/first-load-plugins.ts). */
export function createInlineHashes(root: string): () => Promise<InlineHashes> {
  const hashes = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((hash): hash is string => typeof hash === 'string' && /^'sha256-[\w+/=]+'$/.test(hash))
      : []
  return buildJsonFile<InlineHashes>(join(root, 'csp.json'), NO_INLINE, (raw) => {
    const { scriptHashes, styleHashes } = raw as { scriptHashes?: unknown; styleHashes?: unknown }
    return { scripts: hashes(scriptHashes), styles: hashes(styleHashes) }
  })
}
