import { describe, expect, it } from 'vitest'
import { SERVED_AREA_NAMES, SERVED_AREAS, servedAreasInWords } from './areas'

describe('the served areas', () => {
  it("start with the product's three, and every one is named once, in order, in a sentence", () => {
    expect(SERVED_AREA_NAMES.slice(0, 3)).toEqual(['Ikeja', 'Lekki', 'Surulere'])
    expect(SERVED_AREA_NAMES).toEqual(Object.keys(SERVED_AREAS))
    expect(servedAreasInWords()).toBe('Ikeja, Lekki, Surulere, Yaba, Victoria Island, Ikoyi, Maryland, Ajah and Festac')
  })
})
