// Orders, as sales-create writes them and payment verification fulfils them.
import type { ColumnType, Generated } from 'kysely'
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
  /** Card, transfer, USSD or cash (card for orders from before). */
  payment_method: ColumnType<PaymentMethod, PaymentMethod | undefined, PaymentMethod>
}
