// The accessibility suite (tests/e2e/support/accessibility-suite.ts) in the dark theme.
import { accessibilityIn } from './support/accessibility-suite'

accessibilityIn('dark')
