// Orders, as sales-create writes them and payment verification fulfils them; after Pay, the step a
// store moved each to (contract/order-status.ts) and when each step was reached.
import type { ColumnType, Generated } from 'kysely'
import type { OrderStep } from '../../../contract/order-status'
import type { PaymentMethod, PaymentStatus } from '../../../contract/payment-methods'
import type { Fulfilment } from '../../../contract/pricing'

type Id = Generated<number>

export interface OrdersTable {
  id: Id
  reference: string
  user_id: number
  store_id: number
  /** JSON array of the order's lines. */
  items: string
  phone_number: string
  shipping_address: string
  email: string
  subtotal: number
  vat: number
  service_charge: number
  total: number
  status: PaymentStatus
  fulfilled_at: string | null
  created_at: string
  fulfilment: ColumnType<Fulfilment, Fulfilment | undefined, Fulfilment>
  delivery_fee: Generated<number>
  estimate_minutes: Generated<number>
  /** Where the delivery fee was priced for (null: pickup, a visit, or an order from before). */
  latitude: ColumnType<number | null, number | null | undefined, number | null>
  longitude: ColumnType<number | null, number | null | undefined, number | null>
  distance_km: ColumnType<number | null, number | null | undefined, number | null>
  /** Where it is after Pay (null: not paid yet, or declined at payment). */
  step: ColumnType<OrderStep | null, OrderStep | null | undefined, OrderStep | null>
  /** The store's reason, when it declined the order. */
  step_reason: ColumnType<string | null, string | null | undefined, string | null>
  /** When it arrives or is ready, once the store set it on accept (null: placed time + estimate_minutes). */
  eta_at: ColumnType<string | null, string | null | undefined, string | null>
  /** Card, transfer, USSD or cash (card for orders from before). */
  payment_method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>
}

/** Each step an order reached, and when (ISO time): one row per order and step. */
export interface OrderStepsTable {
  order_id: number
  step: OrderStep
  at: string
}
