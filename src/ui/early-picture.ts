/**
 * A skeleton's picture box that a prerendered page's early read can fill before the app runs
 * (src/first-load/boot/early-reads.ts sets its background to the picture its answer names, in
 * `[data-early-picture="0"]`, `"1"`…): it pulses until then, and shows the picture as the
 * card's own `<img>` will (covering the box, centred), so nothing moves when the card arrives.
 */
export const EARLY_PICTURE_CLASS = 'animate-pulse bg-surface-2 bg-cover bg-center [&[style]]:animate-none'
