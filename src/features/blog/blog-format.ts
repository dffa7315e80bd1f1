import { lazyFormat } from '@/lib/format/intl'

// How a blog post reads: pure helpers shared by the list, the post page and the writing form.

/** A route's id segment as a positive whole number, or null for anything else ("abc", "0", "1.5"). */
export function parseBlogId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/** The article's paragraphs: split on blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(article: string | null | undefined): string[] {
  return (article ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
}

/** The start of the article, on one line, cut at a word near `length` characters. */
export function excerptOf(article: string | null | undefined, length = 160): string {
  const text = (article ?? '').replace(/\s+/g, ' ').trim()
  if (text.length <= length) return text
  const cut = text.slice(0, length)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`
}

/** "Food, Ikeja , ,Lekki" → ["Food", "Ikeja", "Lekki"]: what the shopper typed, as the API reads it. */
export function categoriesOf(text: string): string[] {
  const seen = new Set<string>()
  const list: string[] = []
  for (const raw of text.split(',')) {
    const category = raw.trim()
    if (category === '' || seen.has(category.toLowerCase())) continue
    seen.add(category.toLowerCase())
    list.push(category)
  }
  return list
}

const dateFormat = lazyFormat(
  () => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric' }),
)

/** An ISO time as '12 Mar 2026', or null when it is not a date. */
export function formatPostDate(at: string | null | undefined): { text: string; iso: string } | null {
  if (!at) return null
  const date = new Date(at)
  if (Number.isNaN(date.getTime())) return null
  return { text: dateFormat().format(date), iso: date.toISOString() }
}
