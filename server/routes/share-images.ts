// A shared link's preview picture (docs/api.md#link-previews): the record's card (media/share-card.ts)
// as a 1200×630 PNG, rendered once and kept (media/share-image.ts). Its address carries the card's
// version (`?v=`, catalog/link-heads.ts), so the current one is cached for good and a changed record
// gets a new address; a crawler on another site may show it.
import { Hono } from 'hono'
import { linkTarget } from '../catalog/link-paths'
import { linkPreview } from '../catalog/link-previews'
import { shareCard } from '../catalog/link-heads'
import type { AppEnv } from '../http/context'
import { notFound } from '../http/http-error'
import { CARD, cardSvg, cardVersion } from '../media/share-card'
import { cardPicture, cardRenderer } from '../media/share-image'

export function shareImageRoutes() {
  const app = new Hono<AppEnv>()
  const render = cardRenderer()
  app.get('/:page{[a-z-]+}/:file{[^/]+\\.png}', async (c) => {
    const { kysely, clock, mediaDir } = c.get('deps')
    const target = linkTarget(`/${c.req.param('page')}/${c.req.param('file').slice(0, -'.png'.length)}`)
    const preview = target && (await linkPreview(kysely, target, clock()))
    if (!preview) throw notFound()
    const card = shareCard(preview)
    const version = cardVersion(card)
    const png = await render(`${preview.path}?v=${version}`, async () =>
      cardSvg(card, await cardPicture(card.picture, mediaDir)),
    )
    return new Response(new Uint8Array(png), {
      headers: {
        'Content-Type': CARD.type,
        'Cache-Control': c.req.query('v') === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        ETag: `"${version}"`,
        'Cross-Origin-Resource-Policy': 'cross-origin',
      },
    })
  })
  return app
}
