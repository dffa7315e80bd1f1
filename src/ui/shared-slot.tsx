import { SHARED_PLACEHOLDER, SHARED_SLOT } from '@contract/shared-words'

const SLOT_HTML = {
  deal: `${SHARED_SLOT.start}${SHARED_PLACEHOLDER.deal}${SHARED_SLOT.end}`,
  store: `${SHARED_SLOT.start}${SHARED_PLACEHOLDER.store}${SHARED_SLOT.end}`,
}

/**
 * A skeleton's boxes for a shared link's first words: a deal's title and price, a store's name
 * and address. For the link a shopper opened, the server writes the words themselves between the
 * slot's comments (contract/shared-words.ts, server/catalog/shared-words.ts). Hydrating, React neither
 * compares nor patches HTML it was given as `dangerouslySetInnerHTML`, so the words stay, with no
 * mismatch and nothing moving, until the page's content replaces the skeleton; rendered anew
 * (another deal opened in the app) the slot holds the boxes.
 */
export function SharedSlot({ page, className }: { page: 'deal' | 'store'; className?: string }) {
  return (
    <div
      data-shared={page}
      className={className}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: SLOT_HTML[page] }}
    />
  )
}
