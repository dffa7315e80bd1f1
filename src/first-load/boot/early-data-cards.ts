// The early script of a prerendered page whose read paints its first cards (Near me): the reads
// of ./early-reads.ts, ./early-cards.ts to paint them, and ./early-links.ts for a tap on one.
import { paintEarlyStores } from './early-cards'
import { startEarlyLinks } from './early-links'
import { startEarlyReads } from './early-reads'

startEarlyReads(paintEarlyStores)
const root = document.getElementById('root')
if (root) startEarlyLinks(root)
