/**
 * src/stores: the state several features share (session, cart, place, activities, order
 * history, the outbox engine), plain TypeScript on the app's jotai store with React hooks
 * beside it. Stores import api, lib, ui and contract, never components or features.
 *
 * The app's entry imports this module, and only the entry: it registers the persisted atoms
 * the first screen shows (activities, cart, place, outbox, session), so `readPersistedAtoms`
 * finds them all when it reads storage before the shopper's state is rendered. Atoms of a
 * lazily loaded module (order history, checkout, visits) register when it loads.
 */
import './activities/activities-atoms'
import './cart/cart-atom'
import './location/location-state'
import './outbox/outbox-atoms'

export { connectSessionToApi, finishUnfinishedLogout } from './session/session'
