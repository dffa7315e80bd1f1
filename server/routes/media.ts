import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import type { AppEnv } from '../context'
import { notFound } from '../http-error'
import { coverSvg, logoSvg, productSvg } from '../svg'

const immutable = { 'Cache-Control': 'public, max-age=31536000, immutable' }
const uploadTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
}
const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

/** Generated SVGs for seeded logos, covers and products; uploaded blog media from disk. */
export function mediaRoutes() {
  const app = new Hono<AppEnv>()
  const svg = (body: string) => new Response(body, { headers: { 'Content-Type': 'image/svg+xml', ...immutable } })
  app.get('/logo/:name{[a-z0-9-]+\\.svg}', (c) =>
    svg(logoSvg(titleFromSlug(c.req.param('name').replace(/\.svg$/, '')))),
  )
  app.get('/cover/:name{[a-z0-9-]+\\.svg}', (c) => svg(coverSvg(c.req.param('name'))))
  app.get('/item/:name{[a-z0-9-]+\\.svg}', (c) =>
    svg(productSvg(titleFromSlug(c.req.param('name').replace(/\.svg$/, '')))),
  )
  app.get('/uploads/:file{[0-9a-f-]+\\.(jpg|png|webp|gif|mp4|webm)}', (c) => {
    const file = c.req.param('file')
    const path = join(c.get('deps').mediaDir, file)
    if (!existsSync(path)) throw notFound()
    const ext = file.split('.').pop() ?? ''
    return new Response(new Uint8Array(readFileSync(path)), {
      headers: { 'Content-Type': uploadTypes[ext] ?? 'application/octet-stream', ...immutable },
    })
  })
  return app
}
