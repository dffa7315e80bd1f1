import { describe, expect, it } from 'vitest'
import {
  compareResults,
  editDistance,
  matchesSearch,
  searchVocabulary,
  searchWords,
  suggestSearch,
} from './search-match'

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

describe('suggestSearch: did you mean', () => {
  const vocabulary = searchVocabulary([
    'Jollof rice with fried chicken',
    'Party jollof',
    'Beef suya',
    'Chicken shawarma',
    'Moi moi',
    'Jollof Republic',
  ])

  it('finds the word a shopper meant, a letter or two off', () => {
    expect(suggestSearch('jolof', vocabulary)).toBe('jollof')
    expect(suggestSearch('Jolof rise', vocabulary)).toBe('jollof rice')
    expect(suggestSearch('shawama', vocabulary)).toBe('shawarma')
    expect(suggestSearch('cihcken', vocabulary)).toBe('chicken')
  })

  it('says nothing when the search already finds words, or when nothing is close', () => {
    expect(suggestSearch('jollof', vocabulary)).toBeNull()
    expect(suggestSearch('jol', vocabulary)).toBeNull()
    expect(suggestSearch('pizza', vocabulary)).toBeNull()
    // A short word is never "corrected" into another short word.
    expect(suggestSearch('moo', vocabulary)).toBeNull()
    expect(suggestSearch('', vocabulary)).toBeNull()
  })

  it('counts edits, a swap of two letters being one', () => {
    expect(editDistance('jolof', 'jollof', 2)).toBe(1)
    expect(editDistance('cihcken', 'chicken', 2)).toBe(1)
    expect(editDistance('suya', 'pizza', 1)).toBe(2)
  })
})
