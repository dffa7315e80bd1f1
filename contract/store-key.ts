// A store's secret key (docs/api.md#store-keys): what a business's own site or command sends to act for
// its store (post a deal). Each store has one; the server keeps only its hash.

/** The header a store's key travels in. */
export const STORE_KEY_HEADER = 'X-Store-Key'

/** `gdsk_<store id>_<43 base64url characters>`: the store it names, then 32 random bytes. */
export const STORE_KEY_PATTERN = /^gdsk_(\d{1,15})_[A-Za-z0-9_-]{43}$/
