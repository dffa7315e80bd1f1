import { Component, type ReactNode } from 'react'

type Props = { fallback: ReactNode; children: ReactNode }

/**
 * If the lazy map chunk cannot load (an old tab after a deploy, a dropped connection), the
 * shopper keeps the page and its list; only the map's box shows the fallback.
 */
export class MapCanvasBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.warn('The map could not be shown', error)
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
