import { Link } from '@tanstack/react-router'
import { dealPrice } from '@/components/deal/deal-format'
import { dealLink } from '@/lib/links/deal-link'
import { DEAL_KIND_PAGES } from '@/components/deal/deal-kinds'
import { formatNaira } from '@/lib/format/money'
import { Thumbnail } from '@/ui/thumbnail'
import type { GiftOption } from './use-gift-deals'

/** Height of the preview, so the skeleton and the empty box hold its place. */
export const PREVIEW_HEIGHT = 'min-h-24'

/** The chosen deal as the friend will see it: picture, name, store, price, code. */
export function GiftDealPreview({ option, id }: { option: GiftOption | undefined; id: string }) {
  if (!option) {
    return (
      <div
        id={id}
        className={`${PREVIEW_HEIGHT} mt-2 grid place-items-center rounded-xl border border-dashed border-line p-3 text-center text-sm text-muted`}
      >
        Choose a deal to see what your friend gets.
      </div>
    )
  }
  const { item, kind, title } = option
  const price = dealPrice(item)
  return (
    <div id={id} className={`${PREVIEW_HEIGHT} mt-2 flex gap-3 rounded-xl border border-line bg-surface p-3`}>
      <Thumbnail src={item.image} width={80} height={80} className="size-20 rounded-lg" />
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-xs font-semibold tracking-widest text-accent uppercase">{DEAL_KIND_PAGES[kind].label}</p>
        <p className="line-clamp-2 font-semibold break-words">{title}</p>
        {item.store ? <p className="truncate text-muted">{item.store.name_of_business}</p> : null}
        <p className="mt-0.5 flex flex-wrap items-baseline gap-x-2">
          {price ? <span className="font-bold">{formatNaira(price.now)}</span> : null}
          {price?.was ? (
            <s className="text-muted">
              <span className="sr-only">was </span>
              {formatNaira(price.was)}
            </s>
          ) : null}
          {item.code ? <span className="font-mono text-xs">Code {item.code}</span> : null}
          <Link {...dealLink(kind, item.id)} className="font-semibold text-accent underline">
            View deal
          </Link>
        </p>
      </div>
    </div>
  )
}
