/** The shell's main destinations, in the order SPEC §2 lists them. */
export const mainLinks = [
  { to: '/near-me', label: 'Near me' },
  { to: '/map', label: 'Map' },
  { to: '/marketplace', label: 'Marketplace' },
] as const
