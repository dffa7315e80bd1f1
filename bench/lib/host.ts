// What the Lighthouse and trace benches share about the host and the routes they load: the
// command-line options (CPU slowdown, a busy host), the core kept busy, a seeded store front, and
// the routes the first-load benches load.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { REFERENCES } from './reference-page'

export type HostOptions = { cpu: number[]; busy: boolean; pin?: boolean; runs?: number; routes?: string[] }

/** `--cpu 4`, `--cpu 4,6`, `--busy`, `--pin`, `--runs 3`, `--route /,/near-me` (a bench's own names or paths); anything else is refused, so a typo is not a silent default. */
export function parseHostOptions(argv: string[], defaults: { cpu: number[] }): HostOptions {
  const options: HostOptions = { cpu: defaults.cpu, busy: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined]
    const value = () => inline ?? argv[++i] ?? ''
    if (flag === '--busy') options.busy = true
    else if (flag === '--pin') options.pin = true
    else if (flag === '--cpu') {
      const rates = value()
        .split(',')
        .map((rate) => Number(rate))
      if (rates.some((rate) => !Number.isFinite(rate) || rate < 1 || rate > 20))
        throw new Error(`--cpu takes slowdown rates from 1 to 20 (e.g. --cpu 4 or --cpu 4,6), not "${arg}"`)
      options.cpu = rates
    } else if (flag === '--runs') {
      const runs = Number(value())
      if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs takes a positive whole number, not "${arg}"`)
      options.runs = runs
    } else if (flag === '--route') {
      options.routes = value()
        .split(',')
        .filter((route) => route)
      if (options.routes.length === 0)
        throw new Error(`--route takes route names or paths (e.g. --route /), not "${arg}"`)
    } else throw new Error(`Unknown option "${arg}" (known: --cpu 4|6|4,6, --busy, --pin, --runs N, --route /,store)`)
  }
  return options
}

/**
 * `--pin`: a phone never shares its cores with the server it talks to, nor with the tool that
 * measures it. This process (and so the server, the busy core's spinner and Lighthouse, which it
 * starts afterwards) moves to the first core; the browser it returns runs on the second alone.
 * Reported beside the unpinned runs, never instead of them. Needs `taskset` and two cores.
 */
export function pinToFirstCore(chromium: string): string {
  execFileSync('taskset', ['-apc', '0', String(process.pid)], { stdio: 'ignore' })
  const folder = mkdtempSync(join(tmpdir(), 'gidideals-pin-'))
  const wrapper = join(folder, 'chromium')
  writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c 1 ${JSON.stringify(chromium)} "$@"\n`)
  chmodSync(wrapper, 0o755)
  process.on('exit', () => rmSync(folder, { recursive: true, force: true }))
  return wrapper
}

export const loadNow = (): string => loadavg()[0]!.toFixed(2)

/**
 * Keeps one core busy, as other apps keep a phone busy: a child process that spins until it is
 * stopped, and stops itself after `maxMs` however the bench ends (a crash, a kill -9), so it can
 * never outlive the bench by much.
 */
export function busyCore(maxMs: number): { stop: () => void } {
  const spin = `const end = Date.now() + ${Math.round(maxMs)}; let x = 0; while (Date.now() < end) x = (x + 1) % 1e9`
  const child: ChildProcess = spawn(process.execPath, ['-e', spin], { stdio: 'ignore' })
  child.unref()
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    },
  }
}

const ikeja = 'latitude=6.6018&longitude=3.3515'

/** The slug of a seeded store near Ikeja, for the store front route. */
export async function storeSlug(url: string): Promise<string> {
  const response = await fetch(`${url}/beta/api/nearme-aws?${ikeja}&page_size=1`)
  const body = (await response.json()) as { data?: { results?: { slug?: string }[] } }
  const slug = body.data?.results?.[0]?.slug
  if (!slug) throw new Error(`No seeded store near Ikeja (HTTP ${response.status})`)
  return slug
}

/**
 * The reference pages (always first, to read the rest against: bare React, then prerendered
 * React), then the five main routes, or those `wanted` names (`--route`: the start of a name, with
 * or without its slash, or a path; `/` only for `/` itself). A wanted name that matches no route
 * is refused: the run would measure only the references.
 */
export function firstLoadRoutes(slug: string, wanted?: string[]): { name: string; path: string }[] {
  const main = [
    { name: '/', path: '/' },
    { name: '/near-me', path: '/near-me' },
    { name: '/marketplace', path: '/marketplace' },
    { name: 'store front', path: `/store-front-details/${slug}` },
    { name: '/cart', path: '/cart' },
  ]
  const matches = (route: { name: string; path: string }, want: string): boolean =>
    want === '/'
      ? route.name === '/'
      : [route.name, route.name.replace(/^\//, ''), route.path].some((name) => name.startsWith(want))
  const unknown = wanted?.filter((want) => !main.some((route) => matches(route, want))) ?? []
  if (unknown.length > 0)
    throw new Error(`--route: no route named "${unknown.join('", "')}" (known: ${main.map((r) => r.name).join(', ')})`)
  return [...REFERENCES, ...main.filter((route) => !wanted || wanted.some((want) => matches(route, want)))]
}
