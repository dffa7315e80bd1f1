// A quote: the server's prices for a cart, now. The cart holds copies of prices; before money
// moves the app asks for a quote (sales-quote), shows every line that changed in words, and
// pays only what the quote says. sales-create refuses a stale order with the same lines and
// words (a 409 whose body is QuoteRefusal), so a shopper never meets "vat does not match".
import * as v from 'valibot'
import { formatNaira } from './money'
import { idRef, optionalPosition, optionalPositionEntries } from './fields'
import { REQUIRED } from './messages'
import { ORDER_LIMITS } from './order-limits'
import { FULFILMENTS, type Fulfilment } from './pricing'
import { DEAL_KINDS } from './rules'

const id = v.number()
const text = v.string()

/**
 * - ok: sells at the unit price the cart sent (also once the cart holds an ended deal at its
 *   menu price), or, when it sent none, at `unit_price` with its deal still running;
 * - price: the price moved since the cart copied it (`was` → `unit_price`);
 * - ended: the deal is over and the cart still holds its deal price: `unit_price` is the menu price;
 * - gone: no longer sold (or not by this store): not counted in the totals.
 */
export const LINE_STATES = ['ok', 'price', 'ended', 'gone'] as const
export type LineState = (typeof LINE_STATES)[number]

export const quoteLineSchema = v.object({
  id,
  title: text,
  kind: v.picklist(DEAL_KINDS),
  quantity: v.number(),
  /** What one sells for now (0 when gone). */
  unit_price: v.number(),
  /** The full (menu) price, before any deal. */
  price: v.number(),
  line_total: v.number(),
  state: v.picklist(LINE_STATES),
  /** The unit price the cart sent, when it sent one. */
  was: v.nullable(v.number()),
  /** The deal's last day, when it has ended. */
  ended_on: v.nullable(text),
})

export const quoteStoreSchema = v.object({
  id,
  name_of_business: text,
  slug: text,
  logo: text,
  phone: text,
  address: text,
  place_type: text,
  opening_hours: text,
  delivery_time_minutes: v.number(),
  /** How far its riders go (km). */
  delivery_radius_km: v.number(),
  /** Whether it delivers to the position sent: false beyond its radius, and the quote is a pickup. */
  delivers: v.boolean(),
  open: v.boolean(),
  /** "Closed now · opens 8am Tue" while closed. */
  closed_notice: v.nullable(text),
  /** Whether it takes cash on delivery or at pickup (contract/payment-methods.ts); absent: no. */
  accepts_cash: v.optional(v.boolean()),
})

export const quoteSchema = v.object({
  store: quoteStoreSchema,
  fulfilment: v.picklist(FULFILMENTS),
  lines: v.array(quoteLineSchema),
  subtotal: v.number(),
  vat: v.number(),
  service_charge: v.number(),
  delivery_fee: v.number(),
  total_amount_payable: v.number(),
  total_amount_payable_to_business: v.number(),
  /** From the position sent to the store; null for pickup without a position. */
  distance_km: v.nullable(v.number()),
  /** Minutes from payment until it arrives (delivery) or is ready (pickup). */
  estimate_minutes: v.number(),
  /** When the server priced it (ISO). */
  priced_at: text,
})

const EVERY_ITEM = 'Every item needs an id.'
const QUANTITY = 'Quantity must be a whole number from 1.'
const UNIT_PRICE = 'unit_price must be a whole number of naira from 0.'
const AT_LEAST_ONE = 'At least one item is required.'

/** One cart line: the item, how many (1 when absent), and the unit price the shopper was shown. */
const cartLine = v.object(
  {
    id: idRef(EVERY_ITEM, EVERY_ITEM),
    quantity: v.nullish(
      v.pipe(
        idRef(QUANTITY, QUANTITY),
        v.maxValue(ORDER_LIMITS.maxQuantity, `Quantity must be at most ${ORDER_LIMITS.maxQuantity}.`),
      ),
      1,
    ),
    unit_price: v.nullish(v.pipe(v.number(UNIT_PRICE), v.safeInteger(UNIT_PRICE), v.minValue(0, UNIT_PRICE))),
  },
  EVERY_ITEM,
)

/** The cart part of a quote or an order: the store, its lines, how it reaches the shopper and where. */
export const cartEntries = {
  restaurant: idRef(REQUIRED.storeId, REQUIRED.storeId),
  items: v.pipe(
    v.array(cartLine, AT_LEAST_ONE),
    v.minLength(1, AT_LEAST_ONE),
    v.maxLength(ORDER_LIMITS.maxLines, `An order can hold at most ${ORDER_LIMITS.maxLines} lines.`),
  ),
  fulfilment: v.nullish(v.picklist(FULFILMENTS, 'fulfilment must be delivery or pickup.')),
  ...optionalPositionEntries,
}

/** Delivery needs the place it goes to (the fee's distance band); pickup may send one too. */
export const needsPosition = (body: { fulfilment?: Fulfilment | null | undefined }) => body.fulfilment === 'delivery'

const cartObject = v.object(cartEntries)
export const quoteRequestSchema = v.pipe(cartObject, optionalPosition<v.InferOutput<typeof cartObject>>(needsPosition))

/** What the app sends for a quote (the schema also takes ids as numeric text). */
export type QuoteRequest = {
  restaurant: number | string
  items: Array<{ id: number; quantity: number; unit_price?: number }>
  fulfilment?: Fulfilment
  latitude?: number
  longitude?: number
}
// The app's requests must be ones the server takes.
type Takes<T extends U, U> = T
export type QuoteRequestFits = Takes<QuoteRequest, v.InferInput<typeof quoteRequestSchema>>

/** Why sales-create refused an order as sent (409): the body names what changed. */
export const REFUSAL_CODES = ['quote_changed', 'store_closed'] as const
export const quoteRefusalSchema = v.object({
  message: text,
  code: v.picklist(REFUSAL_CODES),
  changes: v.array(quoteLineSchema),
  quote: quoteSchema,
})

export type QuoteLine = v.InferOutput<typeof quoteLineSchema>
export type QuoteStore = v.InferOutput<typeof quoteStoreSchema>
export type Quote = v.InferOutput<typeof quoteSchema>
export type QuoteRefusal = v.InferOutput<typeof quoteRefusalSchema>

/** The lines a shopper must see before paying: every one not selling as the cart holds it. */
export const changedLines = (quote: Pick<Quote, 'lines'>): QuoteLine[] =>
  quote.lines.filter((line) => line.state !== 'ok')

/** One changed line in a shopper's words ("Chapman is now ₦2,000"). */
export function lineChangeText(line: QuoteLine): string {
  switch (line.state) {
    case 'price':
      return line.was === null
        ? `${line.title} is now ${formatNaira(line.unit_price)}`
        : `${line.title} is now ${formatNaira(line.unit_price)} (was ${formatNaira(line.was)})`
    case 'ended':
      return `The ${line.title} deal ended: ${formatNaira(line.price)} at the menu price, or remove it`
    case 'gone':
      return `${line.title} is no longer sold here: remove it to pay for the rest`
    case 'ok':
      return `${line.title} is ${formatNaira(line.unit_price)}`
  }
}

/** Why a delivery cannot be had: "Mama Cass delivers within 15 km: choose pickup." */
export const beyondRadius = (store: Pick<QuoteStore, 'name_of_business' | 'delivery_radius_km'>) =>
  `${store.name_of_business} delivers within ${store.delivery_radius_km} km: choose pickup.`

/** The sentence after the error catalogue's "Checkout Payment Failed:" when sales-create refuses (docs/errors.md#payment). */
export function refusalMessage(code: QuoteRefusal['code'], quote: Quote, changes: readonly QuoteLine[]): string {
  if (code === 'store_closed') {
    const notice = quote.store.closed_notice ?? 'Closed now'
    return `${quote.store.name_of_business} is ${notice.charAt(0).toLowerCase()}${notice.slice(1)}, so it cannot take this order yet. You were not charged.`
  }
  const what = changes.length > 0 ? changes.map(lineChangeText).join('; ') : 'The total changed'
  return `Prices changed since your cart was priced: ${what}. Check the new total, then pay again. You were not charged.`
}
