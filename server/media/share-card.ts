// A shared link's preview picture (docs/api.md#link-previews): 1200×630, the size WhatsApp, Facebook
// and X draw large, as PNG, because crawlers do not draw SVG. The card is an SVG made here (the
// name, the price, the store and its area beside the record's own picture) and rasterised by resvg
// (share-image.ts). Every word is escaped as XML text.
import { createHash } from 'node:crypto'

export const CARD = { width: 1200, height: 630, type: 'image/png' } as const

/** What the card says: its words are the page head's, so the two agree. */
export type ShareCard = {
  /** A small line above the name: what the record is ("Coupon", "Restaurant · Lekki"). */
  label: string
  title: string
  price?: { now: string; was: string | null }
  /** The last line: the store and its area, or a post's author. */
  line: string
  /** The record's picture's address, as the API gives it (drawn when the server has it). */
  picture?: string
}

/** The picture the card draws, as a data: URL, and how: a cover fills its half, an item sits whole in it. */
export type CardPicture = { href: string; fit: 'cover' | 'contain' }

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

/** The fonts Debian and most servers have; a server with none draws the card without its words. */
const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, sans-serif\""

const TEXT_X = 56
const PICTURE_X = 712

/**
 * Words to lines of about `perLine` characters (a bold sans-serif letter is about 0.6 of its size),
 * at most `lines`; what does not fit ends the last line with an ellipsis.
 */
export function wrapWords(text: string, perLine: number, lines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean)
  const out: string[] = []
  let next = 0
  while (next < words.length && out.length < lines) {
    let line = words[next++] ?? ''
    while (next < words.length && `${line} ${words[next]}`.length <= perLine) line += ` ${words[next++]}`
    out.push(line.length > perLine ? `${line.slice(0, perLine - 1)}…` : line)
  }
  const last = out.pop()
  if (last === undefined) return out
  const more = next < words.length && !last.endsWith('…')
  return [...out, more ? `${last.slice(0, perLine - 1).replace(/[\s,.;:–-]+$/, '')}…` : last]
}

function pictureSvg(picture: CardPicture | null): string {
  const width = CARD.width - PICTURE_X
  if (!picture) return `<rect x="${PICTURE_X}" width="${width}" height="${CARD.height}" fill="#115e59"/>`
  const aspect = picture.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet'
  const inset = picture.fit === 'cover' ? 0 : 48
  return (
    `<rect x="${PICTURE_X}" width="${width}" height="${CARD.height}" fill="#f5f5f4"/>` +
    `<image x="${PICTURE_X + inset}" y="${inset}" width="${width - 2 * inset}" height="${CARD.height - 2 * inset}" ` +
    `preserveAspectRatio="${aspect}" href="${escapeXml(picture.href)}"/>`
  )
}

function priceSvg(price: ShareCard['price'], y: number): string {
  if (!price) return ''
  const now = `<tspan font-size="76" fill="#fde68a">${escapeXml(price.now)}</tspan>`
  const was = price.was
    ? `<tspan dx="24" font-size="38" fill="#ccfbf1" text-decoration="line-through">${escapeXml(price.was)}</tspan>`
    : ''
  return `<text x="${TEXT_X}" y="${y}" ${FONT} font-weight="700">${now}${was}</text>`
}

/** The card as SVG source. */
export function cardSvg(card: ShareCard, picture: CardPicture | null): string {
  const titleLines = wrapWords(card.title, 19, card.price ? 3 : 4)
  const titleY = 210
  const title = titleLines
    .map((line, index) => `<tspan x="${TEXT_X}" y="${titleY + index * 66}">${escapeXml(line)}</tspan>`)
    .join('')
  const [line = ''] = wrapWords(card.line, 34, 1)
  const [label = ''] = wrapWords(card.label, 34, 1)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">` +
    `<rect width="${CARD.width}" height="${CARD.height}" fill="#0f766e"/>` +
    pictureSvg(picture) +
    `<text x="${TEXT_X}" y="84" ${FONT} font-size="34" font-weight="700" fill="#fff">Gidi<tspan fill="#fde68a">Deals</tspan></text>` +
    `<text x="${TEXT_X}" y="138" ${FONT} font-size="26" fill="#ccfbf1">${escapeXml(label)}</text>` +
    `<text ${FONT} font-size="54" font-weight="700" fill="#fff">${title}</text>` +
    priceSvg(card.price, 520) +
    `<text x="${TEXT_X}" y="586" ${FONT} font-size="28" fill="#fff">${escapeXml(line)}</text>` +
    '</svg>'
  )
}

/** A short tag of what the card says: its address carries it, so a changed card is a new address. */
export function cardVersion(card: ShareCard): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 12)
}
