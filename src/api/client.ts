import { ofetch } from 'ofetch'
import { config } from '@/lib/config'

/** Client for public calls (no Authorization header). */
export const publicClient = ofetch.create({
  baseURL: config.apiBaseUrl,
  retry: 0,
  timeout: 15000,
})
