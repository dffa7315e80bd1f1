// The accessibility suite (tests/e2e/support/accessibility-suite.ts): every page, in both themes.
import { everyPageInBothThemes } from './support/accessibility-suite'

everyPageInBothThemes()
