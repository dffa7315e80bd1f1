import { describe, expect, it, vi } from 'vitest'
import { createUpdateGate, isCheckoutPath } from './update-gate'

function setup(startPath: string) {
  let path = startPath
  let navigate: () => void = () => {}
  let applyFromBanner: (() => void) | null = null
  const apply = vi.fn()
  const hide = vi.fn(() => (applyFromBanner = null))
  const gate = createUpdateGate({
    currentPath: () => path,
    onNavigate: (listener) => {
      navigate = listener
      return () => (navigate = () => {})
    },
    show: (applyIt) => (applyFromBanner = applyIt),
    hide,
  })
  return {
    gate,
    apply,
    hide,
    go(to: string) {
      path = to
      navigate()
    },
    banner: () => applyFromBanner,
  }
}

describe('the update offer', () => {
  it('is shown at once outside checkout, and applies only when the shopper presses Update', () => {
    const shopper = setup('/near-me')
    shopper.gate.offer(shopper.apply)
    expect(shopper.banner()).not.toBeNull()
    expect(shopper.apply).not.toHaveBeenCalled()
    shopper.banner()?.()
    expect(shopper.apply).toHaveBeenCalledTimes(1)
  })

  it('waits while the shopper is in checkout, and appears once they leave', () => {
    const shopper = setup('/checkout')
    shopper.gate.offer(shopper.apply)
    expect(shopper.banner()).toBeNull()
    shopper.go('/checkout')
    expect(shopper.banner()).toBeNull()
    shopper.go('/cart')
    expect(shopper.banner()).not.toBeNull()
    expect(shopper.apply).not.toHaveBeenCalled()
  })

  it('is hidden again when the shopper goes back into checkout', () => {
    const shopper = setup('/cart')
    shopper.gate.offer(shopper.apply)
    const staleButton = shopper.banner()
    shopper.go('/checkout')
    expect(shopper.hide).toHaveBeenCalledTimes(1)
    expect(shopper.banner()).toBeNull()
    // Even a press that raced the navigation does not reload checkout.
    staleButton?.()
    expect(shopper.apply).not.toHaveBeenCalled()
    shopper.go('/near-me')
    shopper.banner()?.()
    expect(shopper.apply).toHaveBeenCalledTimes(1)
  })

  it('knows which paths are checkout', () => {
    expect(isCheckoutPath('/checkout')).toBe(true)
    expect(isCheckoutPath('/checkout/')).toBe(true)
    expect(isCheckoutPath('/checkout-terms-and-conditions')).toBe(false)
    expect(isCheckoutPath('/cart')).toBe(false)
  })
})
