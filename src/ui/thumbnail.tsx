import type { ReactNode } from 'react'

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
}

/**
 * A picture in a fixed box that is already the right size while it loads, and stays as an
 * empty placeholder when there is no picture, so nothing shifts on a slow connection.
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
}: ThumbnailProps) {
  return (
    <div className={`relative shrink-0 overflow-hidden bg-surface-2 ${className}`}>
      {src ? (
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
