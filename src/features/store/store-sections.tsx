import type { ReactNode } from 'react'
import type { DealItem, StoreRef } from '@contract/records'
import { closedNotice } from '@contract/opening-hours'
import { CLOSED_MENU_ADVICE } from '@/components/store/store-facts'
import { useServerMinute } from '@/lib/format/server-clock'
import { EmptyState } from '@/ui/states'
import { MenuItemList } from './menu-item-list'
import { PromotionCards } from './promotion-cards'

// The menu and the deals of a store, for the store front and the QR listing.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-10">
      <h2 id={id} className="mb-3 text-xl font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** On the menu of a closed store: when it opens, and that the cart keeps what is added. */
function ClosedMenuNotice({ hours }: { hours: string | undefined }) {
  const minute = useServerMinute()
  const notice = minute === 0 ? null : closedNotice(hours, new Date(minute))
  if (!notice) return null
  return (
    <p className="mb-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
      <strong>{notice}</strong>. {CLOSED_MENU_ADVICE}
    </p>
  )
}

export function MenuSection({
  items,
  store,
  openingHours,
}: {
  items: DealItem[]
  store: StoreRef
  openingHours?: string
}) {
  return (
    <Section id="store-menu" title="Menu">
      <ClosedMenuNotice hours={openingHours} />
      {items.length > 0 ? (
        <MenuItemList items={items} store={store} openingHours={openingHours} />
      ) : (
        <EmptyState title="No menu items yet" hint="Look at this store's deals below, or try another store near you." />
      )}
    </Section>
  )
}

/** The store's featured deals (docs/data.md#store), when it has any. */
export function FeaturedSection({ items, menu }: { items: DealItem[]; menu?: readonly DealItem[] }) {
  if (items.length === 0) return null
  return (
    <Section id="store-featured" title="Featured deals">
      <PromotionCards items={items} kind="featured" menu={menu} />
    </Section>
  )
}

type DealsProps = { coupons: DealItem[]; discounts: DealItem[]; menu?: readonly DealItem[] }

export function DealsSection({ coupons, discounts, menu }: DealsProps) {
  return (
    <Section id="store-deals" title="Coupons and discounts">
      {coupons.length === 0 && discounts.length === 0 ? (
        <EmptyState title="No coupons or discounts right now" hint="Subscribe to the store to hear when it runs one." />
      ) : (
        <div className="flex flex-col gap-3">
          {coupons.length > 0 ? <PromotionCards items={coupons} kind="coupon" menu={menu} /> : null}
          {discounts.length > 0 ? <PromotionCards items={discounts} kind="discount" menu={menu} /> : null}
        </div>
      )}
    </Section>
  )
}
