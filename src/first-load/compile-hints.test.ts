// The build's compile hint (scripts/build/compile-hints.ts), on a bundle as the build hands it over.
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from '../../scripts/build/compile-hints'

type Item =
  { type: 'chunk'; name: string; fileName: string; code: string } | { type: 'asset'; fileName: string; source: string }

function generate(bundle: Record<string, Item>): Record<string, Item> {
  const hook = compileHints().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void }
  hook.handler({}, bundle)
  return bundle
}

describe('the compile hint', () => {
  it("opens the first load's chunks and no other", () => {
    const bundle = generate({
      'react-a.js': { type: 'chunk', name: 'react', fileName: 'react-a.js', code: 'import"x";' },
      'page-cart-b.js': { type: 'chunk', name: 'page-cart', fileName: 'page-cart-b.js', code: 'export{}' },
      'checkout-c.js': { type: 'chunk', name: 'checkout', fileName: 'checkout-c.js', code: 'export{}' },
    })
    expect(bundle['react-a.js']).toMatchObject({ code: `${COMPILE_HINT}import"x";` })
    expect(bundle['page-cart-b.js']).toMatchObject({ code: `${COMPILE_HINT}export{}` })
    expect(bundle['checkout-c.js']).toMatchObject({ code: 'export{}' })
  })

  it("moves a source map's lines down with the chunk's", () => {
    const map = { version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }
    const bundle = generate({
      'app-a.js': { type: 'chunk', name: 'app', fileName: 'app-a.js', code: 'a;\nb' },
      'app-a.js.map': { type: 'asset', fileName: 'app-a.js.map', source: JSON.stringify(map) },
    })
    const moved = bundle['app-a.js.map'] as { source: string }
    expect(JSON.parse(moved.source)).toEqual({ ...map, mappings: ';AAAA;AACA' })
  })
})
