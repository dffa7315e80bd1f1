import { describe, expect, it } from 'vitest'
import { parseRatingFilter } from '@/api/discovery'
import { deliveryChoices, ratingChoices, toNearMeFilters } from './near-me-filter-options'
import { normaliseRating, validateNearMeSearch } from './near-me-search'

describe('validateNearMeSearch', () => {
  it('keeps valid filters, in their canonical spelling', () => {
    expect(
      validateNearMeSearch({
        place_type: 'restaurant',
        cuisine_type: 'yoruba',
        rating: '4-5',
        max_delivery_time: 30,
        promotion: 'coupon',
      }),
    ).toEqual({
      place_type: 'Restaurant',
      cuisine_type: 'Yoruba',
      rating: '4-5',
      max_delivery_time: 30,
      promotion: 'coupon',
    })
  })

  it('drops what is invalid and keeps the rest', () => {
    expect(
      validateNearMeSearch({
        place_type: 'Spaceport',
        cuisine_type: 'Yoruba',
        rating: '5-4',
        max_delivery_time: -5,
        promotion: 'free',
        page: 3,
      }),
    ).toEqual({})
    expect(validateNearMeSearch({ place_type: 'Bakery', rating: 'four', max_delivery_time: '45' })).toEqual({
      place_type: 'Bakery',
      max_delivery_time: 45,
    })
  })

  it("sets every filter, if only to undefined, so laid over the URL's search it replaces each one", () => {
    const url = {
      place_type: 'Spaceport',
      cuisine_type: 'Yoruba',
      rating: '9-10',
      max_delivery_time: 'soon',
      promotion: 'free',
    }
    // What the router does: a route's search is laid over the URL's.
    expect({ ...url, ...validateNearMeSearch(url) }).toStrictEqual({
      place_type: undefined,
      cuisine_type: undefined,
      rating: undefined,
      max_delivery_time: undefined,
      promotion: undefined,
    })
  })

  it('keeps a cuisine only for restaurants', () => {
    expect(validateNearMeSearch({ place_type: 'Pharmacy', cuisine_type: 'Yoruba' })).toEqual({ place_type: 'Pharmacy' })
    expect(validateNearMeSearch({ cuisine_type: 'Yoruba' })).toEqual({})
  })

  it('accepts any star range from 0 to 5 written as min-max', () => {
    expect(normaliseRating('4.5-5')).toBe('4.5-5')
    expect(normaliseRating(' 3 - 4.0 ')).toBe('3-4')
    expect(normaliseRating('0-6')).toBeUndefined()
    expect(normaliseRating('4')).toBeUndefined()
    expect(normaliseRating(45)).toBeUndefined()
  })
})

describe('toNearMeFilters', () => {
  it("gives the API layer the rating as 'min-max', which it splits into min_rating and max_rating", () => {
    const filters = toNearMeFilters({ place_type: 'Restaurant', cuisine_type: 'Grills', rating: '4-5' })
    expect(filters).toEqual({ placeType: 'Restaurant', cuisineType: 'Grills', rating: '4-5' })
    expect(parseRatingFilter(filters.rating)).toEqual({ min_rating: 4, max_rating: 5 })
  })
})

describe('the filter form’s choices', () => {
  it('offers a shared link’s rating and delivery time beside the usual ones, delivery times shortest first', () => {
    expect(ratingChoices(undefined).map((choice) => choice.value)).toEqual(['4.5-5', '4-5', '3-4', '0-3'])
    expect(ratingChoices('2-4').at(-1)).toEqual({ value: '2-4', label: '2 to 4 stars' })
    expect(ratingChoices('4-5')).toHaveLength(4)
    expect(deliveryChoices(25)).toEqual([
      { value: '20', label: 'Within 20 min' },
      { value: '25', label: 'Within 25 min' },
      { value: '30', label: 'Within 30 min' },
      { value: '45', label: 'Within 45 min' },
      { value: '60', label: 'Within 60 min' },
    ])
    expect(deliveryChoices(30)).toHaveLength(4)
  })
})
