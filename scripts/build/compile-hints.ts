// V8's explicit compile hint (docs/history.md#issue-23): a script whose first line is
// `//# allFunctionsCalledOnLoad` has every function compiled while it downloads, on a background
// thread, instead of each on its first call, on the main thread. Measured on the first load of
// / and /cart (1× CPU, Chromium 156): the main thread's parse and compile ~110 → ~25 ms, its
// CPU after the first paint −20 %. Only the chunks a first load runs get it: most of their
// functions run then, and compiling a function that never runs costs the phone a background
// thread and memory for nothing.
import type { Plugin } from 'vite'
import { isFirstLoadChunk } from './chunk-groups'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

export function compileHints(): Plugin {
  return {
    name: 'gidideals:compile-hints',
    apply: 'build',
    enforce: 'post',
    // Last: minification would drop the comment, and Vite puts its table of preloads on top of a
    // chunk; the hint must be the file's first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk' || !isFirstLoadChunk(item.name)) continue
          item.code = COMPILE_HINT + item.code
          // With source maps on, the chunk's lines move down by one: so do the map's.
          const map = bundle[`${item.fileName}.map`]
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const json = JSON.parse(map.source) as { mappings: string }
            map.source = JSON.stringify({ ...json, mappings: `;${json.mappings}` })
          }
        }
      },
    },
  }
}
