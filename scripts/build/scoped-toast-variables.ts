// react-toastify's stylesheet declares its ~40 variables on :root (docs/history.md#issue-23).
// It loads after the first screen, with the toasts' container (src/lib/notify.ts), and a rule on
// :root changes what every element inherits: Chromium restyled the whole page when it arrived
// (394 elements on /, 116–152 ms at 6× CPU). Declared on the toasts' own container instead
// (`<section class="Toastify">`, around every toast), the variables restyle nothing else.
// :where() keeps the rule at no specificity, so the app's own `.Toastify` settings
// (src/styles.css) still win.
import type { Plugin } from 'vite'

const TOASTIFY_CSS = /react-toastify[\\/]dist[\\/]ReactToastify\.css(\?.*)?$/
const ROOT_RULE = /^:root\s*\{/

export function scopedToastVariables(): Plugin {
  return {
    name: 'gidideals:scoped-toast-variables',
    enforce: 'pre',
    transform(code, id) {
      if (!TOASTIFY_CSS.test(id)) return null
      if (!ROOT_RULE.test(code))
        this.error(`${id} no longer opens with its :root variables: see scripts/build/scoped-toast-variables.ts`)
      return { code: code.replace(ROOT_RULE, ':where(.Toastify) {'), map: null }
    },
  }
}
