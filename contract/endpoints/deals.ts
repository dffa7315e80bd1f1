// Discovery calls' (docs/api.md#discovery) deals: menu items, coupons, discounts, featured and marketplace deals (a
// list and one by id each), the hot deals, adverts, and the views and clicks recorded with no
// account. Lists take the shopper's position (nearest stores first, each deal with its distance).
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { listOf, oneOf } from '../envelopes'
import { idOf, optionalPosition, optionalPositionEntries, requiredText } from '../fields'
import { fetchFailure, REQUIRED } from '../messages'
import { advertSchema, dealSchema } from '../records'
import { TEXT_LIMITS, type DealKind, type HotDealKind, type InteractionKind } from '../rules'

const nearObject = v.object({
  ...optionalPositionEntries,
  // The reference server's documented extension (docs/api.md#dish-search): a dish search on the list,
  // open and near first, answering only a result's fields. Providers may ignore both. Their caps
  // (SEARCH_MAX, SEARCH_LIMIT) and messages are the server's dish search's (server/catalog/dish-search.ts):
  // the app's shell loads this table, and the search box already keeps to them.
  search: v.optional(v.union([v.string(), v.number()])),
  limit: v.optional(v.union([v.string(), v.number()])),
})
/** A list may be asked with the shopper's position (both parts) or without. */
const near = v.pipe(nearObject, optionalPosition<v.InferOutput<typeof nearObject>>())

const list = (path: string, prefix: string) =>
  endpoint({
    method: 'GET',
    path,
    auth: 'none',
    request: near,
    response: listOf(dealSchema),
    status: [200],
    failure: fetchFailure(prefix),
    cache: 'network-first',
  })

const single = (path: string, prefix: string) =>
  endpoint({
    method: 'GET',
    path: `${path}/:id`,
    auth: 'none',
    response: oneOf(dealSchema),
    status: [200],
    failure: fetchFailure(prefix),
    cache: 'network-first',
  })

const recorder = (path: string, addition?: true) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'none',
    request: v.object({
      item_id: idOf('item_id', REQUIRED.id),
      interaction_type: v.pipe(
        requiredText('interaction_type', REQUIRED.interactionType, TEXT_LIMITS.interactionType),
        v.regex(/^[a-z_]+$/, 'Interaction type must be a lowercase word such as view, click or share.'),
      ),
    }),
    response: v.object({ id: v.number(), item_id: v.number(), interaction_type: v.string(), created_at: v.string() }),
    status: [201],
    failure: { failure: 'Failed to record interaction' },
    ...(addition ? { addition } : {}),
  })

export const dealEndpoints = {
  menuItems: list('/api/menu-items-all-aws', 'Error fetching menu items:'),
  menuItem: single('/api/menu-items-single-id-aws', 'Error fetching menu item by id:'),
  coupons: list('/api/coupon-items-all-aws', 'Error fetching coupons:'),
  coupon: single('/api/coupon-items-single-id-aws', 'Error getting the coupon by ID:'),
  discounts: list('/api/discount-items-all-aws', 'Error fetching discounts:'),
  discount: single('/api/discount-items-single-id-aws', 'Error getting the discount by ID:'),
  featuredItems: list('/featured-read-only-api/featured-items', 'Error fetching featureds:'),
  featuredItem: single('/featured-read-only-api/featured-single-item', 'Error fetching featured by id:'),
  marketplaceDiscounts: list('/api/marketplace-discount-view-aws', 'Error fetching marketplace discounts:'),
  marketplaceDiscount: single(
    '/api/marketplace-discount-view-single-id-aws',
    'Error fetching marketplace discount by id:',
  ),
  hotDiscounts: list('/api/discount/hot-deals-aws', 'Error fetching marketplace discount hot deals:'),
  hotCoupons: list('/api/coupon/hot-deals-aws', 'Error fetching marketplace coupon hot deals:'),
  hotFeatured: list('/featured-read-only-api/hot-deals', 'Error fetching marketplace Featured hot deals:'),
  adverts: endpoint({
    method: 'GET',
    path: '/advertise/adverts-list',
    auth: 'none',
    response: listOf(advertSchema),
    status: [200],
    // docs/errors.md#fetch lists this one as a plain failure message, without a colon.
    failure: { failure: 'Error fetching adverts' },
    cache: 'network-first',
  }),
  recordDiscountInteraction: recorder('/api/discount/record-interaction'),
  recordCouponInteraction: recorder('/api/coupon/record-interaction'),
  recordFeaturedInteraction: recorder('/featured-read-only-api/record-interaction'),
  recordMenuInteraction: recorder('/api/menu_item/record-interaction'),
  recordStoreVisit: recorder('/{product}/interactions/record-interaction'),
}

type DealEndpointName = keyof typeof dealEndpoints

/** Each kind's list and single-deal calls. */
export const DEAL_CALLS = {
  menu: { list: 'menuItems', detail: 'menuItem' },
  coupon: { list: 'coupons', detail: 'coupon' },
  discount: { list: 'discounts', detail: 'discount' },
  featured: { list: 'featuredItems', detail: 'featuredItem' },
  marketplace: { list: 'marketplaceDiscounts', detail: 'marketplaceDiscount' },
} as const satisfies Record<DealKind, { list: DealEndpointName; detail: DealEndpointName }>

export const HOT_DEAL_CALLS = {
  discount: 'hotDiscounts',
  coupon: 'hotCoupons',
  featured: 'hotFeatured',
} as const satisfies Record<HotDealKind, DealEndpointName>

export const INTERACTION_CALLS = {
  discount: 'recordDiscountInteraction',
  coupon: 'recordCouponInteraction',
  featured: 'recordFeaturedInteraction',
  menu: 'recordMenuInteraction',
  store: 'recordStoreVisit',
} as const satisfies Record<InteractionKind, DealEndpointName>
