import { describe, expect, it } from 'vitest'
import { LAGOS_AREAS, nameThePlace, NIGERIAN_STATES } from './places'

describe('the table of Nigerian states', () => {
  it('holds the 36 states and the FCT, each box around its own capital', () => {
    expect(NIGERIAN_STATES).toHaveLength(37)
    expect(new Set(NIGERIAN_STATES.map((state) => state.name)).size).toBe(37)
    for (const { name, capital, box } of NIGERIAN_STATES) {
      expect(box.south, name).toBeLessThan(box.north)
      expect(box.west, name).toBeLessThan(box.east)
      expect(nameThePlace(capital.lat, capital.lng).state, name).toBe(name)
    }
  })

  it("names every Lagos area's centre by that area", () => {
    for (const area of LAGOS_AREAS)
      expect(nameThePlace(area.lat, area.lng)).toMatchObject({ state: 'Lagos', area: area.name })
  })
})
