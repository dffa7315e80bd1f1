// The early script of a store front: the reads of ./early-reads.ts, its first dishes painted from
// the store's answer (./early-dishes.ts), and the island that adds them to the cart before the
// app runs (./early-taps.ts). The other pages' scripts do not carry this code.
import type { EarlyLine } from '@/lib/early/protocol'
import { paintEarlyDishes } from './early-dishes'
import { startEarlyReads } from './early-reads'
import { startEarlyTaps } from './early-taps'

const lines = new Map<number, EarlyLine>()
startEarlyTaps((id) => lines.get(id))
startEarlyReads((page, answer, _distancesKnown, now) => paintEarlyDishes(page, answer, lines, now))
