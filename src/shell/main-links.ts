/** The shell's main destinations, in the order docs/pages.md#nav-bar lists them. */
export const mainLinks = [
  { to: '/near-me', label: 'Near me' },
  { to: '/map', label: 'Map' },
  { to: '/marketplace', label: 'Marketplace' },
] as const
