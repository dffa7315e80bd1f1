// The early script of the home page: the reads of ./early-reads.ts, its first row's deals painted
// from the hot discounts' answer (./early-deals.ts), and ./early-links.ts for a tap on one. The other
// pages' scripts do not carry this code.
import { paintEarlyDeals } from './early-deals'
import { startEarlyLinks } from './early-links'
import { startEarlyReads } from './early-reads'

startEarlyReads(paintEarlyDeals)
const root = document.getElementById('root')
if (root) startEarlyLinks(root)
