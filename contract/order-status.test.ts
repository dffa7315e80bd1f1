import { safeParse } from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DECLINED,
  isFinalStep,
  JOURNEYS,
  journeyOf,
  moveProblem,
  nextSteps,
  ORDER_STEPS,
  statusWords,
  stepNotice,
  storeMoveSchema,
} from './order-status'

describe('an order’s steps', () => {
  it('has one journey per way of getting it, a service store’s being a visit', () => {
    expect(journeyOf('delivery', 'Restaurant')).toBe('delivery')
    expect(journeyOf('pickup', 'Restaurant')).toBe('pickup')
    expect(journeyOf('pickup', 'Salon')).toBe('visit')
    expect(journeyOf('delivery', 'Spa')).toBe('visit')
    for (const path of Object.values(JOURNEYS)) for (const step of path) expect(ORDER_STEPS).toContain(step)
  })

  it('moves one step forward, or to declined, until the last step', () => {
    expect(nextSteps('delivery', 'placed')).toEqual(['accepted', DECLINED])
    expect(nextSteps('delivery', 'preparing')).toEqual(['on_the_way', DECLINED])
    expect(nextSteps('pickup', 'preparing')).toEqual(['ready', DECLINED])
    expect(nextSteps('visit', 'accepted')).toEqual(['visited', DECLINED])
    expect(nextSteps('delivery', 'delivered')).toEqual([])
    expect(nextSteps('pickup', DECLINED)).toEqual([])
    expect(isFinalStep('visit', 'visited')).toBe(true)
    expect(isFinalStep('pickup', 'ready')).toBe(false)
  })

  it('says why a move is refused', () => {
    expect(moveProblem('delivery', 'placed', 'accepted')).toBeNull()
    expect(moveProblem('delivery', 'accepted', 'on_the_way')).toBe(
      'An order moves one step at a time: from accepted it may go to preparing or declined_by_store, not on_the_way.',
    )
    expect(moveProblem('pickup', 'preparing', 'on_the_way')).toMatch(/A pickup order has no step "on_the_way"/)
    expect(moveProblem('delivery', 'delivered', DECLINED)).toBe(
      'This order is already delivered: it cannot move any more.',
    )
  })

  it('puts the current step in words', () => {
    expect(statusWords('Jollof Republic', 'preparing')).toBe('Jollof Republic accepted your order · preparing')
    expect(statusWords('Mama Cass', 'on_the_way')).toBe('Mama Cass accepted your order · on the way')
    expect(statusWords('Mama Cass', DECLINED, 'Closed early')).toBe('Mama Cass declined your order: Closed early')
  })

  it('checks a store’s move', () => {
    expect(safeParse(storeMoveSchema, { step: 'accepted', ready_in_minutes: 25 }).success).toBe(true)
    expect(safeParse(storeMoveSchema, { step: DECLINED, reason: 'Out of rice' }).success).toBe(true)
    expect(safeParse(storeMoveSchema, { step: DECLINED }).success).toBe(false)
    expect(safeParse(storeMoveSchema, { step: 'preparing', ready_in_minutes: 5 }).success).toBe(false)
  })
})

describe('a step’s push', () => {
  it('says where the order is in its title, and in its body the words the confirmation shows', () => {
    expect(stepNotice('Mama Cass', 'on_the_way', null, { total: 5000 })).toEqual({
      title: 'Your order from Mama Cass is on the way',
      body: statusWords('Mama Cass', 'on_the_way'),
    })
    expect(stepNotice('Mama Cass', 'ready', null, { total: 5000 }).title).toBe(
      'Your order from Mama Cass is ready to collect',
    )
    expect(stepNotice('Glow Salon', 'visited', null, { total: 5000 }).title).toBe('Your visit to Glow Salon is done')
    expect(stepNotice('Mama Cass', DECLINED, 'Out of rice today', { total: 5000, method: 'card' })).toEqual({
      title: 'Mama Cass declined your order',
      body: 'Mama Cass declined your order: Out of rice today. ₦5,000 is refunded to the card you paid with.',
    })
    // Back the way it was paid; cash was never paid.
    expect(stepNotice('Mama Cass', DECLINED, 'Closed early', { total: 5000, method: 'transfer' }).body).toBe(
      'Mama Cass declined your order: Closed early. ₦5,000 is refunded to the account you sent it from.',
    )
    expect(stepNotice('Mama Cass', DECLINED, 'Closed early', { total: 5000, method: 'cash' }).body).toBe(
      'Mama Cass declined your order: Closed early. You pay nothing: it was to be paid in cash.',
    )
  })
})
