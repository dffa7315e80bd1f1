// The dialogs' and the side menu's close icon: both load after the first screen, so the icon
// set the shell carries (./icons.tsx) does not hold it (docs/first-load.md#why).
import { Icon, type IconProps } from './icons'

export const CloseIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
)
