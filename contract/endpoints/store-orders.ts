// The store API (docs/api.md#store-orders): a business's own site lists its store's open orders and
// moves one a legal step at a time (contract/order-status.ts), with the store's key in X-Store-Key
// (contract/store-key.ts). The reference server's addition beyond the original spec (docs/api.md#extensions).
import * as v from 'valibot'
import { endpoint } from '../endpoint'
import { ORDER_STEPS, orderProgressSchema, storeMoveSchema } from '../order-status'
import { FULFILMENTS } from '../pricing'

/** An order as its store reads it: what to make, for whom, where it is and where it may go next. */
export const storeOrderSchema = v.object({
  id: v.number(),
  reference: v.string(),
  fulfilment: v.picklist(FULFILMENTS),
  items: v.array(v.object({ id: v.number(), title: v.string(), quantity: v.number() })),
  phone_number: v.string(),
  shipping_address: v.string(),
  total_amount_payable_to_business: v.number(),
  created_at: v.string(),
  progress: orderProgressSchema,
  next_steps: v.array(v.picklist(ORDER_STEPS)),
})

export const storeOrderEndpoints = {
  /** The key's store's paid orders not yet at a final step, oldest first. */
  storeOpenOrders: endpoint({
    method: 'GET',
    path: '/store/orders',
    auth: 'none',
    response: v.object({ data: v.object({ results: v.array(storeOrderSchema) }) }),
    status: [200],
    failure: { failure: 'Could not load the orders' },
    addition: true,
  }),
  /** One legal step; with an Idempotency-Key a replay moves it once and answers the same. */
  moveStoreOrder: endpoint({
    method: 'POST',
    path: '/store/orders/:reference/steps',
    auth: 'none',
    request: storeMoveSchema,
    response: v.object({ data: storeOrderSchema }),
    status: [200],
    failure: { failure: 'Could not move the order' },
    addition: true,
  }),
}
