// Everything a deployment may change lives here, read from VITE_* variables at build time
// (the shell's own two settings in shell-config.ts, repeated here for every other reader).
import { SERVED_AREA_NAMES } from '@contract/areas'
import { readSetting as read, shellConfig } from './shell-config'

export const config = {
  ...shellConfig,
  /** The `{product}` segment of API paths, e.g. /gidideals-user/gidideals-likes. */
  productSlug: read('VITE_PRODUCT_SLUG', 'gidideals'),
  /** Base of the docs/api.md#base API; the reference server mounts it on the same origin. */
  apiBaseUrl: read('VITE_API_BASE_URL', '/beta'),
  supportEmail: read('VITE_SUPPORT_EMAIL', 'beta-support@gidideals.ng'),
  /** The support line on the contact page; empty (the default) hides the line. */
  supportPhone: read('VITE_SUPPORT_PHONE', ''),
  /** The support WhatsApp number (any common spelling); empty (the default) hides the link. */
  supportWhatsapp: read('VITE_SUPPORT_WHATSAPP', ''),
  businessSignupUrl: read('VITE_BUSINESS_SIGNUP_URL', 'https://business.gidideals.ng/signup'),
  businessLoginUrl: read('VITE_BUSINESS_LOGIN_URL', 'https://business.gidideals.ng/login'),
  riderSignupUrl: read('VITE_RIDER_SIGNUP_URL', 'https://riders.gidideals.ng/signup'),
  riderLoginUrl: read('VITE_RIDER_LOGIN_URL', 'https://riders.gidideals.ng/login'),
  appStoreUrl: read('VITE_APP_STORE_URL', ''),
  playStoreUrl: read('VITE_PLAY_STORE_URL', ''),
  mapTileUrl: read('VITE_MAP_TILE_URL', 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  mapTileAttribution: read('VITE_MAP_TILE_ATTRIBUTION', '© OpenStreetMap contributors'),
  /** Where GidiDeals serves: the area picker's list (contract/areas.ts), so the footer and home say the same. */
  locations: SERVED_AREA_NAMES,
  social: {
    instagram: read('VITE_INSTAGRAM_URL', 'https://www.instagram.com/gidideals'),
    x: read('VITE_X_URL', 'https://x.com/gidideals'),
    facebook: read('VITE_FACEBOOK_URL', 'https://www.facebook.com/gidideals'),
    linkedin: read('VITE_LINKEDIN_URL', 'https://www.linkedin.com/company/gidideals'),
  },
} as const

export type AppConfig = typeof config
