// The whole API, one table: the server registers its routes from it, the worker takes its
// cache list from it, and the contract tests walk it. The app's API modules import the area
// they call (contract/endpoints/*.ts), so a page loads only its own schemas.
import type { Endpoint } from './endpoint'
import { accountEndpoints } from './endpoints/account'
import { contentEndpoints } from './endpoints/content'
import { dealAlertEndpoints } from './endpoints/deal-alerts'
import { dealEndpoints } from './endpoints/deals'
import { discoveryEndpoints } from './endpoints/discovery'
import { interactionEndpoints } from './endpoints/interactions'
import { mailAlertEndpoints } from './endpoints/mail-alerts'
import { salesEndpoints } from './endpoints/sales'
import { storeOrderEndpoints } from './endpoints/store-orders'

export const ENDPOINTS = {
  ...accountEndpoints,
  ...discoveryEndpoints,
  ...dealEndpoints,
  ...interactionEndpoints,
  ...contentEndpoints,
  ...salesEndpoints,
  ...dealAlertEndpoints,
  ...mailAlertEndpoints,
  ...storeOrderEndpoints,
} satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof ENDPOINTS

/** Every endpoint with its name, in the table's order. */
export const endpointList = (): Array<[EndpointName, Endpoint]> =>
  Object.entries(ENDPOINTS) as Array<[EndpointName, Endpoint]>
