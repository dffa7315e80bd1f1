// Run once (after the merges of issue 24's branches): comments that cite the product card's
// specification by section, its design notes (DESIGN.md) or an issue by number point into docs/
// instead, since none of them is in the repository. Only comments change (found by
// TypeScript's scanner; `#` lines in shell files); strings, templates and JSX text are left
// alone. Running it again changes nothing. Prints a count per file, and exits 1 when a
// comment still cites a section afterwards. scripts/check-doc-pointers.mjs keeps it so.
//
//   node scripts/point-comments-at-docs.mjs [--dry-run]
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { commentRanges, docAnchors, lineOf, root, sourceFiles } from './doc-comments.mjs'

const dryRun = process.argv.includes('--dry-run')
const anchors = docAnchors()

/**
 * Per section of the specification: its doc, the words a possessive becomes ("the error
 * catalogue's words"), and keyword → anchor, first match wins, read in the words around the
 * citation. A section's doc without an anchor is the fallback.
 * @type {Record<string, { doc: string, owner: string, keys: [RegExp, string][] }>}
 */
const SECTIONS = {
  1: {
    doc: 'docs/product.md',
    owner: "the product description's",
    keys: [
      [/beta/, 'beta'],
      [/ikeja|lekki|surulere|locations?\b|footer/, 'locations'],
      [/business|rider/, 'who'],
    ],
  },
  2: {
    doc: 'docs/pages.md',
    owner: "the page layout's",
    keys: [
      [/footer/, 'footer'],
      [/side menu|side-menu|235|\bfour\b|your location|location strip/, 'side-menu'],
      [/account menu|logout|log out|sign up|log in|as rider|as business/, 'account-menu'],
      [/search|435|no stores? found/, 'search'],
      [/feedback|floating/, 'feedback-modal'],
      [/beta/, 'beta-modal'],
      [/unexpected application|error page|fallback|not.found|unmatched/, 'error-page'],
      [/scroll|page.view|skeleton|placeholder|redirect/, 'navigation'],
      [/coming soon|coming-soon/, 'coming-soon'],
      [/detail|slug|qr|:id|store front/, 'detail-routes'],
      [/nav bar|navigation bar|top bar|main destinations|hidden|theme|cart icon|badge/, 'nav-bar'],
      [/\broutes\b|route list|every route/, 'routes'],
    ],
  },
  3: {
    doc: 'docs/data.md',
    owner: "the data model's",
    keys: [
      [/location|lat\b|lng|position|state and|country|area|default/, 'location'],
      [/order|payload|sales|shipping/, 'order'],
      [/cart/, 'cart'],
      [/activit/, 'activities'],
      [/blog comment|store comment|\blikes\b|liked|\bunlike|rating|subscri|comment|record/, 'records'],
      [/feedback/, 'feedback'],
      [/theme|modal|isopen|previous url/, 'ui-state'],
      [/\buser\b(?! activit)|token/, 'user'],
      [/blog|store|deal|results/, 'store'],
    ],
  },
  4: {
    doc: 'docs/data.md',
    owner: "the state rules'",
    keys: [
      [/location|geoloc|alert|permit|position|state and|country|area|default/, 'location'],
      [/token|401|refresh|expir/, 'token-expiry'],
      [/cart|remove|quantity|the item|increment|decrement/, 'cart'],
      [/activit|\blikes\b|liked|dislike|rating/, 'activities'],
      [/theme|dark/, 'ui-state'],
      [/login|signup|logout|auth|user/, 'user'],
    ],
  },
  5: {
    doc: 'docs/validation.md',
    owner: "the input rules'",
    keys: [
      [/checkout|skipped|incomplete|vat|shipping/, 'checkout'],
      [/email/, 'email'],
      [/phone/, 'phone'],
      [/password/, 'password'],
      [/min-max|min_rating|rating filter|filter/, 'search'],
      [/search|non-empty/, 'search'],
      [/feedback|contact/, 'feedback'],
      [/upload|image|video/, 'uploads'],
      [/rating must|whole number/, 'rating'],
    ],
  },
  6: { doc: 'docs/product.md', owner: "the roles'", keys: [[/./, 'roles']] },
  7: {
    doc: 'docs/api.md',
    owner: "the API's",
    keys: [
      [/beyond|not in|extension|does not have|has no|no call/, 'extensions'],
      [/sales|order|checkout|payment/, 'sales'],
      [/interaction|visit/, 'interactions'],
      [/unlike|dislike|\blikes\b|like call/, 'likes'],
      [/rating|\brate/, 'ratings'],
      [/subscri(?!betonewsletter)|store comment|user-comment/, 'store'],
      [/feedback|contact|newsletter/, 'feedback'],
      [/blog|\bposts?\b|upload|image|video|advert/, 'blog'],
      [/auth|login|signup|sign up|token|logout|password|data-jwt|otp|verif/, 'auth'],
      [
        /search|menu-item|deal list|discount|coupon|featured|near|qr|store|location|map|cuisine|place.type|filter|position/,
        'discovery',
      ],
      [/\bbase\b|bearer|client|ofetch/, 'base'],
    ],
  },
  8: {
    doc: 'docs/errors.md',
    owner: "the error catalogue's",
    keys: [
      [/\b403\b|permission|forbidden/, '403'],
      [/\b404\b|not found/, '404'],
      [/\b5\d\d\b|5xx|internal server/, '500'],
      [/\b401\b/, '401'],
      [/\b409\b/, '409'],
      [/feedback|toast/, 'feedback'],
      [/search|no stores? found|empty result/, 'search'],
      [/logout|log out|login|log in|signup|refresh|otp|password|verif/, 'auth'],
      [/to like|\blikes\b|liked|rating|\brate\b|subscri|interaction/, 'interactions'],
      [/payment|checkout|declin/, 'payment'],
      [/prefix|wrapped/, 'prefixes'],
      [/status/, 'status'],
      [/fetch|\blists?\b/, 'fetch'],
      [/cart|localstorage/, 'cart'],
      [/location|geoloc|map/, 'location'],
      [/unexpected application|router/, 'router'],
    ],
  },
  9: {
    doc: 'docs/limits.md',
    owner: "the limits'",
    keys: [
      [/key|storage|userlocation|names/, 'storage-keys'],
      [/default|9\.082|position/, 'default-location'],
      [/stale|15 minutes|retr|fresh|cache/, 'query-cache'],
      [/toast|top-right|drag/, 'toasts'],
      [/breakpoint|768|235|435|\b66\b|scroll-spy|scroll spy|width/, 'layout'],
      [/filter|min-max|place type|promotion|cuisine|restaurant/, 'filters'],
      [/fee|vat|page size|money/, 'fees'],
    ],
  },
}

/** When a comment says only "SPEC" or "SPEC's", the words around it pick the section. */
const UNNUMBERED = /** @type {[RegExp, string][]} */ ([
  [/four|three first|list shows/, '2'],
  [/beyond|not in|extension|leaves the path|has no .*endpoint|path|slash|endpoint/, '7'],
  [/default|9\.082|labels/, '4'],
  [/payload|shipping address/, '3'],
  [/./, '8'],
])

/** The product decisions (the card's DESIGN.md), by keyword: docs/decisions.md's sections. */
const DECISIONS = /** @type {[RegExp, string][]} */ ([
  [/delivery fee|\bfees?\b|\bvat\b|service charge|naira/, 'fees'],
  [/voucher|code field|coupon/, 'vouchers'],
  [/personal|account owns|device|logout|shared phone/, 'accounts'],
  [/price|quote|cart holds|copies|deal validity/, 'money'],
  [/offline model|outbox|silently lost/, 'outbox'],
  [/offline|service worker|cache/, 'offline'],
  [/label|ikeja|distances|default|location/, 'location'],
  [/\{product\}|slug|brand/, 'brand'],
  [/modal|first visit|first load/, 'first-load'],
  [/key|indexeddb|storage/, 'departures'],
  [/lagos time|hours|closed|clock/, 'time'],
])

/** What a possessive "issue N's" becomes: the work's short name. */
const WORK = /** @type {Record<string, string>} */ ({
  13: 'the first-load work',
  14: 'the hardening work',
  16: 'the fidelity work',
  17: "the Lagos shopper's work",
  21: 'the checkout work',
  22: 'the second hardening',
  23: 'the cheap-phone work',
  24: 'the layering work',
  25: 'the food-and-deals work',
  26: 'the PostgreSQL work',
})

/** @param {string} doc @param {string} [anchor] */
function pointer(doc, anchor) {
  if (anchor && anchors.get(doc)?.has(anchor)) return `${doc}#${anchor}`
  return doc
}

/**
 * The keyword nearest the citation wins (the words of its own clause), then the table's order.
 * @param {[RegExp, string][]} keys @param {Near} near
 */
function nearest(keys, near) {
  let best = { distance: Infinity, value: /** @type {string | undefined} */ (undefined) }
  for (const [pattern, value] of keys) {
    const global = new RegExp(pattern.source, 'g')
    for (const m of near.text.matchAll(global)) {
      const start = m.index
      const end = start + m[0].length
      const distance = end <= near.from ? near.from - end : start >= near.to ? start - near.to : 0
      if (distance < best.distance) best = { distance, value }
    }
  }
  return best.value
}

/** @param {string} section @param {Near} near */
function sectionPointer(section, near) {
  const entry = SECTIONS[section]
  if (!entry) return 'docs/'
  return pointer(entry.doc, nearest(entry.keys, near))
}

/** @param {string} issue @param {string} [point] */
function historyPointer(issue, point) {
  if (point && anchors.get('docs/history.md')?.has(`issue-${issue}-${point}`))
    return `docs/history.md#issue-${issue}-${point}`
  return `docs/history.md#issue-${issue}`
}

/**
 * Where a clause ends after `from`: the first `,` `;` `:` `)` or sentence end or line end that
 * is not inside quotes ('…', "…", `…`, “…”). A pointer for a possessive is put there.
 * @param {string} text @param {number} from
 */
function clauseEnd(text, from) {
  for (let i = from; i < text.length; i++) {
    const c = text[i] ?? ''
    const before = text[i - 1] ?? ' '
    const closer = c === '“' ? '”' : c === '"' || c === '`' ? c : c === "'" && /[\s(]/.test(before) ? "'" : ''
    if (closer) {
      const close = text.indexOf(closer, i + 1)
      if (close > i) {
        i = close
        continue
      }
    }
    if (c === '\n' || c === ',' || c === ';' || c === ':' || c === ')') return i
    if (c === '(' && before === ' ') return i - 1
    if (c === '*' && text[i + 1] === '/') return /\s/.test(before) ? i - 1 : i
    const after = text[i + 1] ?? ''
    if ((c === '.' || c === '?' || c === '!') && (after === '' || /\s/.test(after))) return i
  }
  return -1
}

/** @param {string} text @param {number} at whether `at` starts a sentence in a comment */
function startsSentence(text, at) {
  const before = text.slice(0, at).replace(/\s+$/, '')
  return before === '' || /(?:\/\/|\/\*\*?|^\*|\n\s*\*|#|[.!?])$/.test(before)
}

/** @param {string} words */
const capital = (words) => words.charAt(0).toUpperCase() + words.slice(1)

/**
 * Replaces `match` (at `index`, `length` long) by `owner` and puts ` (pointer)` at the end of
 * its clause: "SPEC §8's words, as given" → "the error catalogue's words (docs/errors.md), as given".
 * @param {string} text @param {number} index @param {number} length @param {string} owner @param {string} target
 */
function possessive(text, index, length, owner, target) {
  const words = startsSentence(text, index) ? capital(owner) : owner
  const rest = text.slice(index + length)
  const end = clauseEnd(rest, 0)
  // A clause that runs on past this line: the pointer goes right after the owner instead.
  if (end < 0) return text.slice(0, index) + words + ` (${target})` + rest
  return text.slice(0, index) + words + rest.slice(0, end) + ` (${target})` + rest.slice(end)
}

/** @typedef {{ text: string, from: number, to: number }} Near lowercased words around a citation, and where it sits in them */

/** @param {string} text @param {number} index @param {number} length @returns {Near} */
function around(text, index, length) {
  const start = Math.max(0, index - 100)
  return { text: text.slice(start, index + length + 80).toLowerCase(), from: index - start, to: index - start + length }
}

/**
 * One comment's text with every citation replaced; `count` is how many.
 * @param {string} comment
 * @returns {{ text: string, count: number }}
 */
export function rewriteComment(comment) {
  let text = comment
  let count = 0
  /** @param {RegExp} pattern @param {(m: RegExpExecArray, text: string) => string} replace */
  const each = (pattern, replace) => {
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      text = replace(m, text)
      count++
      pattern.lastIndex = 0
    }
  }

  // Issues: "issues 13 and 23", "issue 17 §5" (a numbered point), "issue 23's", "issue 21".
  each(/\b[Ii]ssues ((?:\d+, )*\d+),? and (\d+)\b/, (m, t) => {
    const numbers = [...(m[1] ?? '').split(', '), m[2] ?? '']
    const list = numbers.map((n) => historyPointer(n))
    const joined = `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`
    return t.slice(0, m.index) + joined + t.slice(m.index + m[0].length)
  })
  each(
    /\b[Ii]ssue (\d+) §\s?(\d+)(?:[–-]\d+)?/,
    (m, t) => t.slice(0, m.index) + historyPointer(m[1] ?? '', m[2]) + t.slice(m.index + m[0].length),
  )
  each(/\b[Ii]ssue (\d+)['’]s\b/, (m, t) =>
    possessive(t, m.index, m[0].length, `${WORK[m[1] ?? ''] ?? 'that work'}'s`, historyPointer(m[1] ?? '')),
  )
  each(
    /\b[Ii]ssue (\d+)\b/,
    (m, t) => t.slice(0, m.index) + historyPointer(m[1] ?? '') + t.slice(m.index + m[0].length),
  )

  // "beyond SPEC §7" / "not in SPEC": the reference server's own calls.
  each(/\b(beyond|not in|outside) SPEC(?: ?§ ?(\d)(?:\.\d+)?)?\b(?!['’]s)/i, (m, t) => {
    const section = m[2] ?? '7'
    const target =
      section === '7' ? pointer('docs/api.md', 'extensions') : sectionPointer(section, around(t, m.index, m[0].length))
    const words = `${m[1]} the original spec (${target})`
    return t.slice(0, m.index) + words + t.slice(m.index + m[0].length)
  })
  // "SPEC §7 Auth: …" names a group of calls: "Auth calls (docs/api.md#auth): …".
  /** @type {Record<string, string>} */
  const groups = {
    Auth: 'auth',
    Blog: 'blog',
    Discovery: 'discovery',
    Sales: 'sales',
    Store: 'store',
    Likes: 'likes',
    Ratings: 'ratings',
    'Newsletter and feedback': 'feedback',
    'Interaction recording': 'interactions',
  }
  each(
    /\bSPEC ?§ ?7 (Newsletter and feedback|Interaction recording|Auth|Blog|Discovery|Sales|Store|Likes|Ratings)\b(['’]s)?/,
    (m, t) => {
      const group = m[1] ?? ''
      const words = `${group} calls${m[2] ? "'" : ''} (${pointer('docs/api.md', groups[group])})`
      return t.slice(0, m.index) + words + t.slice(m.index + m[0].length)
    },
  )
  each(
    /\bSPEC ?§ ?4 Auth\b/,
    (m, t) =>
      t.slice(0, m.index) + `the sign-in states (${pointer('docs/data.md', 'user')})` + t.slice(m.index + m[0].length),
  )
  // "SPEC §8's words" → "the error catalogue's words (docs/errors.md)".
  each(/\bSPEC ?§ ?(\d)(?:\.\d+)?['’]s\b/, (m, t) => {
    const section = m[1] ?? ''
    const owner = SECTIONS[section]?.owner ?? "the original spec's"
    return possessive(t, m.index, m[0].length, owner, sectionPointer(section, around(t, m.index, m[0].length)))
  })
  // "SPEC §8" (and a bare "§8" after it, as in "SPEC §5 for inputs, §8 for failures").
  each(/(?:\bSPEC ?)?§ ?(\d)(?:\.\d+)?\b/, (m, t) => {
    const target = sectionPointer(m[1] ?? '', around(t, m.index, m[0].length))
    return t.slice(0, m.index) + target + t.slice(m.index + m[0].length)
  })
  // "SPEC's words" and a plain "SPEC": the section is read from the words around it.
  each(/\bSPEC['’]s\b/, (m, t) => {
    const near = around(t, m.index, m[0].length)
    const section = UNNUMBERED.find(([pattern]) => pattern.test(near.text))?.[1] ?? '8'
    return possessive(
      t,
      m.index,
      m[0].length,
      SECTIONS[section]?.owner ?? "the original spec's",
      sectionPointer(section, near),
    )
  })
  each(/\bSPEC\b(?!\.md)/, (m, t) => {
    const near = around(t, m.index, m[0].length)
    const section = UNNUMBERED.find(([pattern]) => pattern.test(near.text))?.[1] ?? '8'
    const words = `${startsSentence(t, m.index) ? 'The' : 'the'} original spec (${sectionPointer(section, near)})`
    return t.slice(0, m.index) + words + t.slice(m.index + m[0].length)
  })
  // The card's DESIGN.md: our decisions, in docs/decisions.md.
  each(/(?:\.\.\/shared\/)?\bDESIGN(?:\.md)?['’]s\b/, (m, t) => {
    const target = pointer('docs/decisions.md', nearest(DECISIONS, around(t, m.index, m[0].length)))
    return possessive(t, m.index, m[0].length, 'our', target)
  })
  each(/(?:\.\.\/shared\/)?\bDESIGN(?:\.md)?\b/, (m, t) => {
    const target = pointer('docs/decisions.md', nearest(DECISIONS, around(t, m.index, m[0].length)))
    return t.slice(0, m.index) + target + t.slice(m.index + m[0].length)
  })

  // "SPEC §3, §4" may name one doc twice: say it once.
  text = text.replace(/(docs\/[\w.-]+(?:#[\w-]+)?)(?:(?:, | and )\1\b(?![#\w-]))+/g, '$1')
  return { text, count }
}

/**
 * A "(SPEC" that ends one `//` line and whose section starts the next: the dangling word goes,
 * the section on the next line becomes the pointer.
 * @param {string} source @param {{ pos: number, end: number }[]} ranges
 */
function joinDanglingSpec(source, ranges) {
  let text = source
  for (let i = ranges.length - 2; i >= 0; i--) {
    const here = ranges[i]
    const next = ranges[i + 1]
    if (!here || !next) continue
    const comment = text.slice(here.pos, here.end)
    const between = text.slice(here.end, next.pos)
    if (/ ?\bSPEC$/.test(comment) && /^\s*$/.test(between) && /^\/\/\s*§/.test(text.slice(next.pos, next.end))) {
      const cut = comment.replace(/ ?\bSPEC$/, '')
      text = text.slice(0, here.pos) + cut + text.slice(here.end)
    }
  }
  return text
}

/** @param {string} file */
function rewriteFile(file) {
  const path = join(root, file)
  const original = readFileSync(path, 'utf8')
  let text = original
  if (/\bSPEC$/m.test(text)) text = joinDanglingSpec(text, commentRanges(file, text))
  const ranges = commentRanges(file, text)
  let count = 0
  /** @type {number[]} */
  const left = []
  for (const range of [...ranges].reverse()) {
    const comment = text.slice(range.pos, range.end)
    if (!/SPEC|DESIGN|§|[Ii]ssues? \d/.test(comment)) continue
    const rewritten = rewriteComment(comment)
    count += rewritten.count
    text = text.slice(0, range.pos) + rewritten.text + text.slice(range.end)
  }
  for (const range of commentRanges(file, text)) {
    if (/SPEC ?§|§ ?\d/.test(text.slice(range.pos, range.end))) left.push(lineOf(text, range.pos))
  }
  if (text !== original && !dryRun) writeFileSync(path, text)
  return { count, left }
}

let total = 0
let files = 0
let remaining = 0
for (const file of sourceFiles()) {
  const { count, left } = rewriteFile(file)
  if (count > 0) {
    console.log(`${String(count).padStart(4)}  ${file}`)
    total += count
    files++
  }
  for (const line of left) console.error(`still cites a section: ${file}:${line}`)
  remaining += left.length
}
console.log(`${total} citations in ${files} files ${dryRun ? 'would point' : 'now point'} into docs/`)
if (remaining > 0) process.exit(1)
