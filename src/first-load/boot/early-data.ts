// The early script of the prerendered pages (./early-reads.ts); Near me's paints cards too
// (./early-data-cards.ts), so the others do not carry that code in their HTML.
import { startEarlyReads } from './early-reads'

startEarlyReads()
