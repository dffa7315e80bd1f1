// The accessibility suite (tests/e2e/support/accessibility-suite.ts) in the light theme, and the
// check that proves the suite can fail.
import { accessibilityIn, axeCheckItself } from './support/accessibility-suite'

accessibilityIn('light')
axeCheckItself()
