// The store API (contract/endpoints/store-orders.ts): with its key (X-Store-Key), a store lists its
// open orders and moves one a legal step. Another store's order reads as unknown (404); an illegal
// jump is a 409 in words; a replay with the same Idempotency-Key is answered from its record.
import type { Handlers } from './endpoint-routes'
import type { AppContext } from '../http/context'
import { writeOnce } from '../http/idempotency'
import { inputOf } from '../http/request-input'
import { badRequest } from '../http/http-error'
import { moveOrder, openOrdersOf } from '../sales/order-steps'
import { notifyOrderStepLater } from '../deal-alerts/order-updates'
import { requireStoreKey } from '../store-api/store-keys'

/** An order's reference as checkout makes it (GD- and 16 hex digits); older ones are any short text. */
const REFERENCE = /^[A-Za-z0-9-]{1,64}$/

export const storeOrderHandlers = {
  storeOpenOrders: async (c: AppContext) => {
    const storeId = await requireStoreKey(c)
    return c.json({ data: { results: await openOrdersOf(c.get('deps').kysely, storeId) } })
  },

  moveStoreOrder: async (c: AppContext) => {
    const { clock, kysely, dealAlerts, log } = c.get('deps')
    const storeId = await requireStoreKey(c)
    const reference = c.req.param('reference') ?? ''
    if (!REFERENCE.test(reference)) throw badRequest('The order reference is not one this server gives.')
    const move = inputOf(c, 'moveStoreOrder')
    let moved: number | null = null
    // The move and its Idempotency-Key answer commit together: a replay moves it once.
    const answer = await writeOnce(c, 200, async (trx) => {
      const order = await moveOrder(trx, storeId, reference, move, clock())
      moved = order.id
      return { data: order }
    })
    // Pushed to the shopper once it is written: a replay (answered from its record) sends nothing again.
    if (moved !== null)
      notifyOrderStepLater(kysely, dealAlerts, { orderId: moved, step: move.step }, log).catch((error: unknown) =>
        log(`order ${String(moved)} pushes failed: ${String(error)}`),
      )
    return answer
  },
} satisfies Partial<Handlers>
