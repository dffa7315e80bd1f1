// The boot scripts (src/boot/*.js) run before the app, inline in the page, so they cannot import
// contract/storage.ts: they name its keys as `__LOCAL_KEYS__.theme`, and the build writes the
// values in (scripts/prerender-plugin.ts). Here: the build does, refuses a name the contract
// lacks, and no boot script spells a key itself.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LOCAL_KEYS, STORAGE_KEYS } from '../../contract/storage'
import { withStorageKeys } from '../../scripts/prerender-plugin'

const bootDir = new URL('../../src/boot/', import.meta.url)
const bootScripts = readdirSync(bootDir).filter((name) => name.endsWith('.js'))
const source = (name: string) => readFileSync(new URL(name, bootDir), 'utf8')

describe('storage keys in the boot scripts', () => {
  it("writes contract/storage.ts's values in for the placeholders", () => {
    const code = 'a(__LOCAL_KEYS__.theme); b(__STORAGE_KEYS__.location); c(__LOCAL_KEYS__.dataSaver)'
    expect(withStorageKeys('test.js', code)).toBe(
      `a(${JSON.stringify(LOCAL_KEYS.theme)}); b(${JSON.stringify(STORAGE_KEYS.location)}); c(${JSON.stringify(LOCAL_KEYS.dataSaver)})`,
    )
  })

  it('fails the build on a key the contract does not have', () => {
    expect(() => withStorageKeys('test.js', 'localStorage.getItem(__LOCAL_KEYS__.themes)')).toThrow(
      'src/boot/test.js: __LOCAL_KEYS__.themes is not a key in contract/storage.ts',
    )
  })

  it.each(bootScripts)('%s spells no key itself, and every key it names exists', (name) => {
    const text = source(name)
    for (const key of [...Object.values(LOCAL_KEYS), ...Object.values(STORAGE_KEYS)]) {
      expect(text).not.toMatch(new RegExp(`['"\`]${key}['"\`]`))
    }
    expect(() => withStorageKeys(name, text)).not.toThrow()
  })

  it('the scripts that read storage name their keys through the contract', () => {
    expect(source('theme-boot.js')).toContain('__LOCAL_KEYS__.theme')
    expect(source('early-data.js')).toContain('__STORAGE_KEYS__.location')
  })
})
