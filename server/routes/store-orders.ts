// The store API (contract/endpoints/store-orders.ts): with its key (X-Store-Key), a store lists its
// open orders and moves one a legal step. Another store's order reads as unknown (404); an illegal
// jump is a 409 in words; a replay with the same Idempotency-Key is answered from its record.
import type { Handlers } from './endpoint-routes'
import type { AppContext } from '../http/context'
import { writeOnce } from '../http/idempotency'
import { inputOf } from '../http/request-input'
import { badRequest } from '../http/http-error'
import { moveOrder, openOrdersOf } from '../sales/order-steps'
import { requireStoreKey } from '../store-api/store-keys'

/** An order's reference as checkout makes it (GD- and 16 hex digits); older ones are any short text. */
const REFERENCE = /^[A-Za-z0-9-]{1,64}$/

export const storeOrderHandlers = {
  storeOpenOrders: async (c: AppContext) => {
    const storeId = await requireStoreKey(c)
    return c.json({ data: { results: await openOrdersOf(c.get('deps').kysely, storeId) } })
  },

  moveStoreOrder: async (c: AppContext) => {
    const { clock } = c.get('deps')
    const storeId = await requireStoreKey(c)
    const reference = c.req.param('reference') ?? ''
    if (!REFERENCE.test(reference)) throw badRequest('The order reference is not one this server gives.')
    const move = inputOf(c, 'moveStoreOrder')
    // The move and its Idempotency-Key answer commit together: a replay moves it once.
    return writeOnce(c, 200, async (trx) => ({ data: await moveOrder(trx, storeId, reference, move, clock()) }))
  },
} satisfies Partial<Handlers>
