import { atom } from 'jotai'

/**
 * The store whose deals by e-mail a signed-out shopper went to log in for: back on its page, signed
 * in, the offer waits for its one tap (even before the shopper subscribes to the store).
 */
export const mailAlertsAskedAtom = atom<number | null>(null)
