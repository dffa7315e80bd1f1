// Which parts of the shell a path shows (docs/pages.md).

const bareAuthAndTerms = ['/signup', '/login', '/terms-and-conditions', '/checkout-terms-and-conditions']

const isStoreDetail = (path: string) => path === '/store-front-details' || path.startsWith('/store-front-details/')
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

export function showsNavBar(pathname: string): boolean {
  const path = normalise(pathname)
  return !bareAuthAndTerms.includes(path) && !isStoreDetail(path)
}

export function showsFooter(pathname: string): boolean {
  return !bareAuthAndTerms.includes(normalise(pathname))
}

export type FooterTone = 'default' | 'store' | 'gift'

/** The footer's background differs on the store detail and gift-a-friend pages. */
export function footerTone(pathname: string): FooterTone {
  const path = normalise(pathname)
  if (isStoreDetail(path)) return 'store'
  if (path === '/gift-a-friend') return 'gift'
  return 'default'
}
