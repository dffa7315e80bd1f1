import { atom } from 'jotai'
import type { Fulfilment } from '@contract/pricing'

/**
 * Delivery or pickup, as the shopper chose it for each store (by store id) on this visit.
 * Unchosen, the server's quote says the store's default (a visit for services, else delivery).
 */
export const fulfilmentChoiceAtom = atom<Record<number, Fulfilment>>({})
