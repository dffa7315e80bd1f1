/** Checkout must never reload under the shopper: a payment may be on its way. */
export function isCheckoutPath(path: string): boolean {
  return path === '/checkout' || path.startsWith('/checkout/')
}

export type UpdateGateOptions = {
  currentPath: () => string
  /** Calls the listener after every navigation; returns an unsubscribe. */
  onNavigate: (listener: () => void) => () => void
  show: (apply: () => void) => void
  hide: () => void
}

export type UpdateGate = {
  /** A new worker is waiting; `apply` activates it and reloads. */
  offer(apply: () => void): void
  dispose(): void
}

/**
 * Offers a waiting update, but never during checkout: the offer is hidden there and shown again
 * once the shopper leaves. Nothing is applied unless the shopper asks, and not on /checkout.
 */
export function createUpdateGate({ currentPath, onNavigate, show, hide }: UpdateGateOptions): UpdateGate {
  let pending: (() => void) | null = null
  let shown = false
  let unsubscribe: (() => void) | null = null

  const sync = () => {
    const allowed = pending !== null && !isCheckoutPath(currentPath())
    if (allowed && !shown) {
      shown = true
      show(() => {
        if (pending && !isCheckoutPath(currentPath())) pending()
        else sync()
      })
    } else if (!allowed && shown) {
      shown = false
      hide()
    }
  }

  return {
    offer(apply) {
      pending = apply
      unsubscribe ??= onNavigate(sync)
      sync()
    },
    dispose() {
      unsubscribe?.()
      unsubscribe = null
      pending = null
      if (shown) hide()
      shown = false
    },
  }
}

/** Navigations in the page: the Navigation API where there is one, else a cheap poll of the path. */
export function onPageNavigate(listener: () => void): () => void {
  const navigation = (window as Window & { navigation?: EventTarget }).navigation
  if (navigation) {
    navigation.addEventListener('currententrychange', listener)
    return () => navigation.removeEventListener('currententrychange', listener)
  }
  let last = window.location.pathname
  const timer = window.setInterval(() => {
    if (window.location.pathname !== last) {
      last = window.location.pathname
      listener()
    }
  }, 1000)
  return () => window.clearInterval(timer)
}
