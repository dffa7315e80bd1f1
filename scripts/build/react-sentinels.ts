// React DOM's five sentinel errors, made without a stack (docs/history.md#issue-23). React DOM
// creates them as its module evaluates — markers it throws and catches itself ("This is not a real
// error"), whose stack nobody reads. A phone creating them pays nothing; with DevTools' Runtime
// domain on (Lighthouse, Playwright, a developer profiling), V8 records each new error's stack for
// the inspector, and the first one has it re-parse React DOM's whole module for source positions:
// 60–90 ms at 4× CPU inside React's evaluation, after our first paint, where Lighthouse counts it
// as blocking time. The phone does not get faster; every DevTools measurement stops showing a task
// the phone never runs (the longtasks bench at 4×, "Runtime on": /near-me 1 task of 112–134 ms → 0–1 of
// ≤ 54 ms, as a phone).
// Each one is still an Error (`instanceof`, `message`, `name`), created without calling Error.
import type { Plugin } from 'vite'

/** The production client build of React DOM, where the five are made. */
const reactDomClient = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/

/** React's error codes of the five: suspense, suspensey commit, action, selective hydration, hydration mismatch. */
export const SENTINEL_CODES = [460, 474, 542, 461, 519] as const

/** Made once at the module's end (a declaration: hoisted), called five times, to keep the bytes down. */
const helper = `
function gidiStacklessSentinel(message) {
  return Object.create(Error.prototype, { message: { value: message, writable: !0, configurable: !0 } });
}
`

/** React DOM's code with the five made stackless; throws if one is not there exactly once (a React upgrade to check). */
export function withStacklessSentinels(code: string): string {
  let result = code
  for (const errorCode of SENTINEL_CODES) {
    const made = `Error(formatProdErrorMessage(${errorCode}))`
    const count = result.split(made).length - 1
    if (count !== 1) {
      throw new Error(
        `scripts/build/react-sentinels.ts: React DOM makes \`${made}\` ${count} times, not once. ` +
          'React changed: check that its sentinel errors are still made at module level, then update SENTINEL_CODES.',
      )
    }
    result = result.replace(made, `gidiStacklessSentinel(formatProdErrorMessage(${errorCode}))`)
  }
  return result + helper
}

export function stacklessReactSentinels(): Plugin {
  return {
    name: 'gidideals:stackless-react-sentinels',
    apply: 'build',
    transform(code, id) {
      return reactDomClient.test(id) ? { code: withStacklessSentinels(code), map: null } : null
    },
  }
}
