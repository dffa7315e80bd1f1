// Names the page and the service worker share for the outbox (no imports: the worker's
// bundle stays small).

/** Background Sync tag the page registers when a replay stops offline. */
export const OUTBOX_SYNC_TAG = 'gidideals-outbox'

/** Message the worker posts to its pages when the network is back. */
export const REPLAY_OUTBOX_MESSAGE = 'REPLAY_OUTBOX'

/** Web Lock held by whoever replays the outbox (a page or the worker): one sender at a time. */
export const OUTBOX_LOCK = 'gidideals-outbox'
