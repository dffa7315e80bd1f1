// The early script of a prerendered page whose read paints its first cards (Near me): the reads
// of ./early-reads.ts, and ./early-cards.ts to paint them.
import { paintEarlyStores } from './early-cards'
import { startEarlyReads } from './early-reads'

startEarlyReads(paintEarlyStores)
