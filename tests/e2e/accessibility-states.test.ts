// The accessibility suite (tests/e2e/support/accessibility-suite.ts): the busiest pages on a desktop and the states
// that open on a tap, in both themes, and the check that proves the suite can fail.
import { axeCheckItself, statesInBothThemes } from './support/accessibility-suite'

statesInBothThemes()
axeCheckItself()
