// The early script of the marketplace: the reads of ./early-reads.ts, its first discounts painted
// from the marketplace list's answer (./early-offers.ts), and ./early-links.ts for a tap on one. The
// other pages' scripts do not carry this code.
import { paintEarlyOffers } from './early-offers'
import { startEarlyLinks } from './early-links'
import { startEarlyReads } from './early-reads'

startEarlyReads(paintEarlyOffers)
const root = document.getElementById('root')
if (root) startEarlyLinks(root)
