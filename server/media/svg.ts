// Small generated SVG images for seeded logos, covers and products: a few hundred bytes each.

const palette = ['#0f766e', '#c2410c', '#7c3aed', '#be123c', '#15803d', '#1d4ed8', '#a16207', '#0e7490']

function hash(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z]/.test(word))
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || 'GD'
}

export function logoSvg(name: string): string {
  const colour = palette[hash(name) % palette.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="60" font-family="Arial,sans-serif" font-size="36" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initials(name))}</text></svg>`
}

export function coverSvg(name: string): string {
  const h = hash(name)
  const a = palette[h % palette.length]
  const b = palette[(h >>> 8) % palette.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 960 320"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="960" height="320" fill="url(#g)"/><circle cx="820" cy="60" r="140" fill="#fff" fill-opacity=".08"/><circle cx="120" cy="300" r="110" fill="#fff" fill-opacity=".08"/></svg>`
}

export function productSvg(title: string): string {
  const h = hash(title)
  const colour = palette[h % palette.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><rect width="320" height="240" fill="${colour}" fill-opacity=".16"/><circle cx="160" cy="120" r="78" fill="${colour}" fill-opacity=".85"/><circle cx="160" cy="120" r="52" fill="#fff" fill-opacity=".9"/><text x="160" y="130" font-family="Arial,sans-serif" font-size="28" font-weight="700" fill="${colour}" text-anchor="middle">${escapeXml(initials(title))}</text></svg>`
}

const titleFromSlug = (slug: string) =>
  slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ')

export type PlaceholderFolder = 'logo' | 'cover' | 'item'

/** A seeded picture by its folder and its file's name without `.svg`, as the media routes serve it. */
export function placeholderSvg(folder: PlaceholderFolder, name: string): string {
  if (folder === 'cover') return coverSvg(name)
  return folder === 'logo' ? logoSvg(titleFromSlug(name)) : productSvg(titleFromSlug(name))
}
