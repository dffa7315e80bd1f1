// The app's two button looks, apart from the states (./states.tsx) so that the early script of a
// prerendered page (src/first-load/boot/early-dishes.ts) paints its Add buttons as the app does
// without carrying React. At least 44 px tall: a thumb's target (docs/limits.md).
export const buttonClass = {
  primary:
    'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-accent px-4 text-sm font-semibold disabled:opacity-60',
  secondary:
    'inline-flex h-11 items-center justify-center gap-2 rounded-full border border-line px-4 text-sm font-semibold hover:bg-surface-2 disabled:opacity-60',
} as const
