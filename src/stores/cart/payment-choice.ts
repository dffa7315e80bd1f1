import { atom } from 'jotai'
import type { PaymentMethod } from '@contract/payment-methods'

/**
 * How the shopper chose to pay each store's order (by store id) on this visit: the checkout form
 * sets it, the summary reads it ("after you order" for cash). Unchosen: by card.
 */
export const paymentChoiceAtom = atom<Record<number, PaymentMethod>>({})
