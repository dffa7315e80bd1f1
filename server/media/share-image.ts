// The preview card (share-card.ts) as PNG, rendered by resvg (a Rust SVG renderer whose native
// binary ships in its npm package) on libuv's threads, off the event loop: about 30 ms a card on
// one core. Rendered cards are kept, the most recently asked first, so a link shared to a group
// (every member's phone asks for its picture) renders once.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { renderAsync } from '@resvg/resvg-js'
import { API_BASE } from '../../contract/endpoint'
import { MEDIA_PATH } from '../../contract/endpoints/sales'
import type { CardPicture } from './share-card'
import { SERVED_TYPES } from './media-types'
import { placeholderSvg, type PlaceholderFolder } from './svg'

/** Cards kept: a PNG card is 20–120 KB, so this holds at most a few MB. */
export const KEPT_CARDS = 128
/** Renders at once: libuv's four threads also read the files the server sends. */
const RENDERS_AT_ONCE = 2

const RENDER_OPTIONS = { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } }

/** Renders a card's SVG once per key, keeping the `kept` most recently asked. */
export function cardRenderer(kept = KEPT_CARDS) {
  const cards = new Map<string, Promise<Buffer>>()
  let running = 0
  const waiting: Array<() => void> = []
  async function rendered(svg: () => Promise<string>): Promise<Buffer> {
    if (running >= RENDERS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve))
    running++
    try {
      return (await renderAsync(await svg(), RENDER_OPTIONS)).asPng()
    } finally {
      running--
      waiting.shift()?.()
    }
  }
  return function render(key: string, svg: () => Promise<string>): Promise<Buffer> {
    const found = cards.get(key)
    if (found) {
      // The most recently asked last: the oldest goes first.
      cards.delete(key)
      cards.set(key, found)
      return found
    }
    const made = rendered(svg)
    cards.set(key, made)
    // A failed render is not kept: the next request tries again.
    made.catch(() => {
      if (cards.get(key) === made) cards.delete(key)
    })
    for (const oldest of cards.keys()) {
      if (cards.size <= kept) break
      cards.delete(oldest)
    }
    return made
  }
}

const media = `${API_BASE}${MEDIA_PATH}`
const PLACEHOLDER = new RegExp(`^${media}/(logo|cover|item)/([a-z0-9-]+)\\.svg$`)
const UPLOAD = new RegExp(`^${media}/uploads/([0-9a-f-]+\\.(jpg|png|webp|gif))$`)

const dataUrl = (type: string, bytes: Buffer | string) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`

/**
 * A record's picture for its card, when it is this server's: a seeded placeholder (made again
 * here) or an uploaded picture (read from `mediaDir`). A picture on another host is never fetched
 * (the server would ask any address a record names): its card has none.
 */
export async function cardPicture(address: string | undefined, mediaDir: string): Promise<CardPicture | null> {
  const placeholder = address === undefined ? null : PLACEHOLDER.exec(address)
  if (placeholder) {
    const folder = placeholder[1] as PlaceholderFolder
    const svg = placeholderSvg(folder, placeholder[2] ?? '')
    return { href: dataUrl('image/svg+xml', svg), fit: folder === 'cover' ? 'cover' : 'contain' }
  }
  const upload = address === undefined ? null : UPLOAD.exec(address)
  const [, file = '', extension = ''] = upload ?? []
  if (!upload) return null
  const bytes = await readFile(join(mediaDir, file)).catch(() => null)
  return bytes && { href: dataUrl(SERVED_TYPES[extension] ?? 'image/jpeg', bytes), fit: 'cover' }
}
