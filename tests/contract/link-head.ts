// A small, tolerant reader of a page's <head> as a crawler reads it (WhatsApp, Facebook, X and Google
// run no JavaScript): the title, the meta tags by name or property, the canonical link and the JSON-LD
// blocks, with HTML's character references decoded as a browser decodes them.

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export function decodeHtml(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole
    const code = ref[1]?.toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1))
    return String.fromCodePoint(code)
  })
}

/** An attribute's value in a start tag, decoded. */
const attribute = (tag: string, name: string) => {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)
  return match ? decodeHtml(match[1] ?? '') : undefined
}

export type Head = {
  /** How many <title> elements the whole document has (a title's text that ended it early would add one). */
  titles: number
  title: string | undefined
  /** Meta contents by name or property; the last one wins, as crawlers read them. */
  meta: Record<string, string>
  canonical: string | undefined
  /** Each application/ld+json block's text, as the browser's parser ends it. */
  jsonLd: string[]
  /** Every <script> start tag in the document. */
  scripts: string[]
}

export function readHead(html: string): Head {
  const head = /<head[^>]*>([\s\S]*?)<\/head>/i.exec(html)?.[1] ?? ''
  const meta: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const key = attribute(tag, 'property') ?? attribute(tag, 'name')
    const content = attribute(tag, 'content')
    if (key && content !== undefined) meta[key] = content
  }
  const canonical = [...head.matchAll(/<link\b[^>]*>/gi)].find(([tag]) => attribute(tag, 'rel') === 'canonical')
  const title = /<title>([\s\S]*?)<\/title>/i.exec(head)?.[1]
  return {
    titles: [...html.matchAll(/<title\b/gi)].length,
    title: title === undefined ? undefined : decodeHtml(title),
    meta,
    canonical: canonical ? attribute(canonical[0], 'href') : undefined,
    // A script's text ends at the first `</script`, whatever it holds: exactly what a browser reads.
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script/gi)].map((m) => m[1] ?? ''),
    scripts: [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]),
  }
}

/** A PNG's width and height, from its IHDR chunk; null for anything that is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!signature.every((byte, index) => bytes[index] === byte)) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
