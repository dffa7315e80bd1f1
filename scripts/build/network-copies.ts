// The network copies (./first-load-plugins.ts): each page again, in dist/network/, as a navigation
// that reaches the server gets it (server/http/static-files.ts; the service worker precaches the pages as
// they are): its stylesheet inline, so the first paint waits for no second request on a first visit.
import type { OutputBundle } from 'rolldown'

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/

export type Stylesheet = { link: string; css: string }

/** The one stylesheet every page links (the app's Tailwind build), with its text. */
export function sharedStylesheet(html: string, bundle: OutputBundle): Stylesheet {
  const link = STYLESHEET.exec(html)
  const asset = link?.[1] ? bundle[link[1].slice(1)] : undefined
  if (!link || asset?.type !== 'asset') throw new Error('prerender: index.html links no stylesheet of the build')
  const css = String(asset.source)
  // Inline, a url() would resolve against the page's address, and "</style" would end the element.
  if (/url\(\s*['"]?(?!data:|\/|https?:)/i.test(css) || /<\/style/i.test(css))
    throw new Error(`prerender: ${link[1]} cannot go inline (a relative url() or "</style")`)
  return { link: link[0], css }
}

/**
 * A page as a navigation that reaches the server gets it: its stylesheet inline. Its scripts
 * still start after the first paint (src/first-load/boot/start-app.ts): asked for from <head>,
 * the first near-me card came 0.45 s sooner on a first visit at 1.6 Mbps, but Lighthouse's
 * simulation counts every request started before the largest paint in it
 * (docs/history.md#issue-23).
 */
export function networkCopy(html: string, stylesheet: Stylesheet): string {
  return html.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>`)
}
