// The link lives in lib so the store's menu cards can point at a dish's deal too.
export { dealLink } from '@/lib/deal-link'
