import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react'
import { useAfterFirstScreen } from '@/lib/lifecycle/app-ready'
import { dataSaverOn, subscribeToDataSaver } from '@/lib/browser/data-saver'
import { NEAR_SCREEN_MARGIN } from './when-near-screen'

// With the data saver on (src/lib/browser/data-saver.ts), pictures load only when tapped.
const imagesOnTap = () => dataSaverOn()

/** True while the data saver holds pictures back until tapped (false while hydrating). */
export function useImagesOnTap(): boolean {
  return useSyncExternalStore(subscribeToDataSaver, imagesOnTap, () => false)
}

type ThumbnailProps = {
  src: string | null | undefined
  /** Empty when the picture only repeats the text beside it. */
  alt?: string
  /** The picture's own size, so the browser reserves its box before it arrives. */
  width: number
  height: number
  /** The fixed box: its size and shape, e.g. 'size-20 rounded-lg'. */
  className: string
  /** 'eager' for a picture the shopper sees first (a store's cover and logo). */
  loading?: 'lazy' | 'eager'
  fetchPriority?: 'high' | 'low' | 'auto'
  /** Badges laid over the picture (the box is `relative`). */
  children?: ReactNode
  /**
   * A big picture (a tile's, a store's cover): while it waits for a tap it is a thin strip,
   * not an empty box of the picture's height (docs/history.md#issue-25), so the words and prices move up.
   */
  compactWhenWaiting?: boolean
}

/**
 * How far past the edge of a row that scrolls sideways a picture starts loading: half the row's
 * width, so the next card's picture is there as the shopper swipes to it. The browser's own lazy
 * loading reaches 1,250 px or more in every direction, which on a phone is a row of ten.
 */
const ROW_MARGIN = '50%'

/**
 * True once `box` has come near the screen, counting the rows it scrolls in (watched only while
 * `watch` is true); true at once where there is no IntersectionObserver.
 */
function useNearView(box: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [near, setNear] = useState(false)
  const observable = typeof IntersectionObserver !== 'undefined'
  useEffect(() => {
    const element = box.current
    if (near || !watch || !element || !observable) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        setNear(true)
      },
      { rootMargin: NEAR_SCREEN_MARGIN, scrollMargin: ROW_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [box, near, watch, observable])
  return near || !observable
}

/**
 * A picture in a fixed box that is already the right size while it loads, and stays as an
 * empty placeholder when there is no picture, so nothing shifts on a slow connection. A lazy one
 * loads once its box is near the screen, and in a row that scrolls sideways near the row's view:
 * a first visit downloads the pictures a shopper can see, not every card's (docs/first-load.md#how).
 */
export function Thumbnail({
  src,
  alt = '',
  width,
  height,
  className,
  loading = 'lazy',
  fetchPriority,
  children,
  compactWhenWaiting = false,
}: ThumbnailProps) {
  const onTap = useImagesOnTap()
  const [tapped, setTapped] = useState(false)
  const waitForTap = Boolean(src) && onTap && !tapped
  // A picture off the first screen waits until that screen is done: on a phone's few
  // connections it would hold up the scripts and the pictures the shopper sees first.
  const afterFirstScreen = useAfterFirstScreen()
  const box = useRef<HTMLDivElement>(null)
  const near = useNearView(box, loading === 'lazy' && afterFirstScreen && Boolean(src) && !waitForTap)
  const wait = loading === 'lazy' && (!afterFirstScreen || !near)
  const strip = waitForTap && compactWhenWaiting
  return (
    <div
      ref={box}
      className={`@container relative shrink-0 overflow-hidden bg-surface-2 ${className} ${strip ? 'max-h-10' : ''}`}
    >
      {waitForTap ? (
        <button
          type="button"
          aria-label={alt ? `Tap to load image: ${alt}` : 'Tap to load image'}
          className={`relative z-[1] flex size-full items-center gap-1 p-1 text-center text-xs text-muted focus-visible:outline-2 focus-visible:-outline-offset-2 ${
            strip ? 'flex-row justify-end px-3' : 'flex-col justify-center'
          }`}
          onClick={(event) => {
            // The box often sits inside a card's link: loading the picture is not opening the card.
            event.preventDefault()
            event.stopPropagation()
            setTapped(true)
          }}
        >
          <svg
            viewBox="0 0 24 24"
            width={20}
            height={20}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <rect x="3" y="5" width="18" height="14" rx="2" />
            <path d="m3 16 5-5 4 4 3-3 6 6" />
          </svg>
          {/* In a strip the badges sit on its left: the words only where there is room beside them. */}
          <span aria-hidden="true" className={strip ? 'hidden @[18rem]:block' : 'hidden @[6rem]:block'}>
            Tap to load image
          </span>
        </button>
      ) : src && !wait ? (
        <img
          src={src}
          alt={alt}
          width={width}
          height={height}
          loading={loading === 'lazy' ? 'lazy' : undefined}
          decoding="async"
          fetchPriority={fetchPriority}
          className="size-full object-cover"
        />
      ) : null}
      {children}
    </div>
  )
}
