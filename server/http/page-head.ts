// A page's <head> for one URL (docs/api.md#link-previews): the title and description in words, the
// Open Graph and Twitter card tags a link preview is drawn from (WhatsApp, Facebook and X read no
// JavaScript), the canonical URL and a JSON-LD data block. Every value is text: escaped as an
// attribute's value or the title's text, and the JSON-LD escaped for a script data block, which
// browsers never execute and the CSP therefore leaves alone (only executable inline scripts need
// its hashes).
import { escapeHtml } from '../../contract/shared-words'

export type PageHead = {
  /** The whole `<title>`, as the app writes document.title for the page. */
  title: string
  description: string
  /** Absolute URLs from here on: a crawler knows no page to resolve them against. */
  canonical?: string
  /** The preview: its title (with the price), and a raster picture of a size crawlers draw large. */
  preview?: {
    title: string
    type: 'website' | 'article' | 'product'
    image: { url: string; alt: string; width: number; height: number; type: string }
    /** Extra `og:`-style properties (a product's price), in order. */
    properties?: ReadonlyArray<readonly [string, string]>
  }
  /** A schema.org object, written as application/ld+json. */
  jsonLd?: object
  /** The not-found page's head keeps crawlers from listing the URL. */
  noIndex?: boolean
}

export const SITE_NAME = 'GidiDeals'

/**
 * JSON for a `<script type="application/ld+json">` block: the HTML parser ends a script at
 * `</script` and treats `<!--` specially, so no `<` may appear; `>`, `&` and the JavaScript line
 * separators are escaped too, so the text is inert wherever it is copied.
 */
export function scriptDataJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`

/** The tags after the title and description, one a line. */
function headTags(head: PageHead): string[] {
  const tags: string[] = []
  if (head.noIndex) tags.push(meta('name', 'robots', 'noindex'))
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`)
  const preview = head.preview
  if (preview) {
    const { image } = preview
    tags.push(
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', 'en_NG'),
      meta('property', 'og:type', preview.type),
      meta('property', 'og:title', preview.title),
      meta('property', 'og:description', head.description),
      ...(head.canonical ? [meta('property', 'og:url', head.canonical)] : []),
      meta('property', 'og:image', image.url),
      meta('property', 'og:image:type', image.type),
      meta('property', 'og:image:width', String(image.width)),
      meta('property', 'og:image:height', String(image.height)),
      meta('property', 'og:image:alt', image.alt),
      ...(preview.properties ?? []).map(([key, value]) => meta('property', key, value)),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', preview.title),
      meta('name', 'twitter:description', head.description),
      meta('name', 'twitter:image', image.url),
      meta('name', 'twitter:image:alt', image.alt),
    )
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptDataJson(head.jsonLd)}</script>`)
  return tags
}

const TITLE = /<title>[^<]*<\/title>/
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/

/**
 * The HTML with this head: the build's title and description replaced (or added), the other tags
 * before `</head>`. Null for a page without a head (nothing to write into).
 */
export function withHead(html: string, head: PageHead): string | null {
  const end = html.indexOf('</head>')
  if (end < 0) return null
  const title = `<title>${escapeHtml(head.title)}</title>`
  const description = meta('name', 'description', head.description)
  // The build's own tags are in the head; only the head is searched, never the page's text.
  let top = html.slice(0, end)
  top = TITLE.test(top) ? top.replace(TITLE, () => title) : `${top}\n    ${title}`
  top = DESCRIPTION.test(top) ? top.replace(DESCRIPTION, () => description) : `${top}\n    ${description}`
  const tags = headTags(head).map((tag) => `\n    ${tag}`)
  return `${top.trimEnd()}${tags.join('')}\n  ${html.slice(end)}`
}
