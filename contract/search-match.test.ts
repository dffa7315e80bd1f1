import { describe, expect, it } from 'vitest'
import { compareResults, matchesSearch, searchWords } from './search-match'

describe('matchesSearch', () => {
  it('forgives case, accents and simple plurals', () => {
    expect(matchesSearch('suyas', ['Beef suya (large)'])).toBe(true)
    expect(matchesSearch('SUYA', ['Beef suya (large)'])).toBe(true)
    expect(matchesSearch('egusi', ['Pounded yam and Égusi'])).toBe(true)
    expect(matchesSearch('dishes', ['A dish of the day'])).toBe(true)
  })

  it('takes each typed word as the start of a word in the name or description', () => {
    expect(matchesSearch('jollof', ['Jollof rice with fried chicken'])).toBe(true)
    expect(matchesSearch('jol', ['Jollof rice with fried chicken'])).toBe(true)
    expect(matchesSearch('rice chick', ['Jollof rice', 'with fried chicken'])).toBe(true)
    expect(matchesSearch('yaji', ['Beef suya', 'Thin-sliced beef with yaji spice'])).toBe(true)
  })

  it('needs every word, and a word start, not any inner letters', () => {
    expect(matchesSearch('jollof pizza', ['Jollof rice'])).toBe(false)
    expect(matchesSearch('ollof', ['Jollof rice'])).toBe(false)
    expect(matchesSearch('suya', ['Moi moi', undefined, null])).toBe(false)
  })

  it('finds nothing for empty or punctuation-only text, and treats SQL wildcards as plain text', () => {
    expect(matchesSearch('', ['Suya'])).toBe(false)
    expect(matchesSearch('  ', ['Suya'])).toBe(false)
    expect(matchesSearch('%', ['Suya'])).toBe(false)
    expect(matchesSearch("_' OR 1=1 --", ['Suya'])).toBe(false)
  })

  it('keeps short words and -ss words whole', () => {
    expect(searchWords('gas glass suyas')).toEqual(['gas', 'glass', 'suya'])
  })
})

describe('compareResults', () => {
  it('puts open stores first, then the nearest, then the most liked', () => {
    const closedNear = { open: false, distanceKm: 0.1, likes: 0 }
    const openFar = { open: true, distanceKm: 9, likes: 0 }
    const openNear = { open: true, distanceKm: 1, likes: 0 }
    const openNearLiked = { open: true, distanceKm: 1, likes: 5 }
    const sorted = [closedNear, openFar, openNear, openNearLiked].sort(compareResults)
    expect(sorted).toEqual([openNearLiked, openNear, openFar, closedNear])
  })
})
