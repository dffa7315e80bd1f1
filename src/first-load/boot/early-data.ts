// The early script of the prerendered pages (./early-reads.ts); a page whose read paints its first
// cards has its own (./early-data-cards.ts, -deals, -offers, -dishes), so the others do not carry
// that code in their HTML.
import { startEarlyReads } from './early-reads'

startEarlyReads()
