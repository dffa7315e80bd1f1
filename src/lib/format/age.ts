import { lazyFormat } from './intl'

// How old saved data is, in the locale's own words (Intl.RelativeTimeFormat): "this minute",
// "5 min ago", "3 hr ago", "yesterday", "3 days ago". Only the unit is ours to pick.

const relative = lazyFormat(() => new Intl.RelativeTimeFormat('en-NG', { numeric: 'auto', style: 'short' }))

export function formatAge(since: number, now: number = Date.now()): string {
  const minutes = Math.floor(Math.max(0, now - since) / 60_000)
  const hours = Math.floor(minutes / 60)
  if (minutes < 60) return relative().format(-minutes, 'minute')
  if (hours < 24) return relative().format(-hours, 'hour')
  return relative().format(-Math.floor(hours / 24), 'day')
}
