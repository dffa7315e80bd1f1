// Business constants of the reference server. Money is whole naira.

/** The `{product}` segment of API paths (DESIGN.md). */
export const PRODUCT = 'gidideals'
export const API_BASE = '/beta'

/** Nigerian VAT. */
export const VAT_RATE = 0.075
/** Service charge: 2.5 % of the subtotal, rounded to the naira, at least ₦100. */
export function serviceChargeFor(subtotal: number): number {
  return Math.max(100, Math.round(subtotal * 0.025))
}

export const ACCESS_TOKEN_SECONDS = 15 * 60
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60
export const CODE_MINUTES = 15

export const JSON_BODY_LIMIT = 100 * 1024
export const IMAGE_LIMIT = 5 * 1024 * 1024
export const VIDEO_LIMIT = 50 * 1024 * 1024

export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 50
