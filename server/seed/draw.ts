// The seed's dice: mulberry32, a tiny seeded PRNG, so every fresh database gets the same stores,
// deals and posts. Each draw is taken in a fixed order: moving one changes everything after it.
export type Draw = {
  random: () => number
  pick: <T>(list: readonly T[]) => T
}

export function seededDraw(seed: number): Draw {
  let a = seed
  const random = () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { random, pick: (list) => list[Math.floor(random() * list.length)] as (typeof list)[number] }
}

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
