// React DOM's sentinel errors made without a stack (scripts/build/react-sentinels.ts), on the React
// DOM this project installs: the five are replaced, and React still suspends, resumes and recovers
// from a hydration mismatch with them — the paths that throw them.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SENTINEL_CODES, withStacklessSentinels } from '../../scripts/build/react-sentinels'

const nodeRequire = createRequire(import.meta.url)
/** A package's own file, past its `exports` (which name only its entry points). */
const packageFile = (name: string, file: string) => join(dirname(nodeRequire.resolve(`${name}/package.json`)), file)
const clientPath = packageFile('react-dom', 'cjs/react-dom-client.production.js')
const clientSource = readFileSync(clientPath, 'utf8')

type ReactModule = typeof import('react')
type ClientModule = typeof import('react-dom/client')

/** The production builds, as a phone runs them, with React DOM's client transformed as the build does. */
function productionReact(): { React: ReactModule; client: ClientModule } {
  const React = nodeRequire(packageFile('react', 'cjs/react.production.js')) as ReactModule
  const scheduler = nodeRequire(packageFile('scheduler', 'cjs/scheduler.production.js')) as unknown
  const modules: Record<string, unknown> = { react: React, scheduler }
  const load = (code: string) => {
    const module = { exports: {} }
    const require = (name: string) => modules[name] ?? nodeRequire(name)
    new Function('module', 'exports', 'require', code)(module, module.exports, require)
    return module.exports
  }
  const domPath = packageFile('react-dom', 'cjs/react-dom.production.js')
  modules['react-dom'] = load(readFileSync(domPath, 'utf8'))
  return { React, client: load(withStacklessSentinels(clientSource)) as ClientModule }
}

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 200 && !condition(); tries++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(condition()).toBe(true)
}

describe("React DOM's sentinel errors", () => {
  it('are each made once without calling Error, and still are errors with their message', () => {
    const code = withStacklessSentinels(clientSource)
    for (const errorCode of SENTINEL_CODES) {
      expect(clientSource).toContain(`Error(formatProdErrorMessage(${errorCode}))`)
      expect(code).not.toContain(`Error(formatProdErrorMessage(${errorCode}))`)
    }
    expect(code.match(/gidiStacklessSentinel\(formatProdErrorMessage\(\d+\)\)/g)).toHaveLength(SENTINEL_CODES.length)
    const sentinel = new Function(
      'formatProdErrorMessage',
      `${code.slice(code.lastIndexOf('function gidiStacklessSentinel'))}; return gidiStacklessSentinel(formatProdErrorMessage(460))`,
    )((n: number) => `React error ${n}`) as Error
    expect(sentinel).toBeInstanceOf(Error)
    expect(sentinel.name).toBe('Error')
    expect(sentinel.message).toMatch(/^React error \d+$/)
    expect(Object.keys(sentinel)).toEqual([])
  })

  it('stops the build when React DOM no longer makes one of them once', () => {
    const without519 = clientSource.replace('Error(formatProdErrorMessage(519))', 'Error(formatProdErrorMessage(520))')
    expect(() => withStacklessSentinels(without519)).toThrow(/Error\(formatProdErrorMessage\(519\)\)` 0 times/)
  })

  it('lets React suspend on a promise and render once it resolves', async () => {
    const { React, client } = productionReact()
    let resolve: (value: string) => void = () => {}
    const words = new Promise<string>((settle) => (resolve = settle))
    const Words = () => React.createElement('p', null, React.use(words))
    const container = document.createElement('div')
    const root = client.createRoot(container)
    root.render(React.createElement(React.Suspense, { fallback: 'Loading…' }, React.createElement(Words)))
    await until(() => container.textContent === 'Loading…')
    resolve('Suya near you')
    await until(() => container.textContent === 'Suya near you')
    root.unmount()
  })

  it('lets React recover from a hydration mismatch by rendering on the client', async () => {
    const { React, client } = productionReact()
    const container = document.createElement('div')
    container.innerHTML = '<p>From the server</p>'
    const recovered: unknown[] = []
    client.hydrateRoot(container, React.createElement('p', null, 'From the phone'), {
      onRecoverableError: (error) => recovered.push(error),
    })
    await until(() => container.textContent === 'From the phone')
    expect(recovered).toHaveLength(1)
  })
})
