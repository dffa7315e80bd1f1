// `npm run bench -- renders`: what React renders during a first load of the five main routes, commit
// by commit. The app is built into a temporary folder with React DOM's profiling build and its
// code unminified (GIDIDEALS_PROFILE_REACT, vite.config.ts), so each commit carries its render
// time and the components that rendered in it carry their names. A stand-in for the React
// DevTools hook (no DevTools attached) reads every commit as it happens: its time since the
// navigation, the render time of the tree (React's `actualDuration`), and each component that
// did work in it (React's PerformedWork flag, set since the commit before). Unthrottled, on
// loopback: the subject is how often and how much React renders, not how long a phone takes.
// Prints, per route, the commits and the components rendered most; `--commits` lists every
// commit; `--route /,store` as the other benches. Reports only: it never fails on a figure.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/browser-config'
import { repoRoot, startServer, type RunningServer } from '../tests/e2e/support/server'
import { firstLoadRoutes, parseHostOptions, storeSlug } from './lib/host'
import { REFERENCES } from './lib/reference-page'

const options = parseHostOptions(
  process.argv.slice(2).filter((arg) => arg !== '--commits'),
  { cpu: [1] },
)
if (options.busy || options.runs !== undefined || options.cpu.join() !== '1')
  throw new Error('The renders bench takes --route and --commits only: it measures React, not the CPU')
const listCommits = process.argv.includes('--commits')
/** From the navigation: the load, then the work the app starts after its first screen. */
const settleMs = 5000

type Commit = { at: number; renderMs: number; components: Record<string, [renders: number, selfMs: number]> }

// Installed before the page's scripts (a string: no bundler helper in it). React DOM registers
// with a global hook when it evaluates and reports each commit's root fiber to it.
const hook = `(() => {
  const commits = [];
  let last = 0;
  window.__commits = commits;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1 },
    onCommitFiberRoot(id, root) {
      const at = performance.now();
      const components = {};
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const type = fiber.type;
        const isComponent = typeof type === 'function' || (type && typeof type === 'object');
        // PerformedWork (1): the component rendered, in this commit if it started after the last one.
        if (isComponent && (fiber.flags & 1) === 1 && fiber.actualStartTime > last) {
          const name = type.displayName || type.name || (type.render && type.render.name) || (type.type && type.type.name) || 'anonymous';
          let self = fiber.actualDuration || 0;
          for (let child = fiber.child; child; child = child.sibling) self -= child.actualDuration || 0;
          const entry = components[name] || (components[name] = [0, 0]);
          entry[0] += 1;
          entry[1] += Math.max(0, self);
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      last = at;
      commits.push({ at: Math.round(at), renderMs: root.current.actualDuration || 0, components });
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
})()`

async function commitsOf(browser: Browser, url: string): Promise<Commit[]> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2 })
  try {
    await context.addInitScript(hook)
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(settleMs)
    return (await page.evaluate('window.__commits')) as Commit[]
  } finally {
    await context.close()
  }
}

const top = (components: Record<string, [number, number]>, count: number, by: 0 | 1) =>
  Object.entries(components)
    .sort((a, b) => b[1][by] - a[1][by])
    .slice(0, count)
    .map(([name, [renders, selfMs]]) => `${name}×${renders} (${selfMs.toFixed(1)} ms)`)
    .join(', ')

let server: RunningServer | undefined
let browser: Browser | undefined
const folder = mkdtempSync(join(tmpdir(), 'gidideals-renders-'))
const dist = join(folder, 'dist')
const stop = async () => {
  await browser?.close()
  await server?.stop()
  rmSync(folder, { recursive: true, force: true })
  browser = server = undefined
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop().then(() => process.exit(130)))

try {
  console.log('Building with React DOM’s profiling build (waiting for the build lock)…')
  // The prerender's bundle (.prerender/) is shared with `npm run build`: hence the lock.
  const vite = 'node_modules/.bin/vite'
  execFileSync(
    'flock',
    [
      '/tmp/gidideals-build.lock',
      '-c',
      `${vite} build --ssr src/app/prerender-entry.tsx --outDir .prerender --emptyOutDir --logLevel error && ` +
        `GIDIDEALS_PROFILE_REACT=1 ${vite} build --outDir ${JSON.stringify(dist)} --emptyOutDir --logLevel error`,
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  server = await startServer({ env: { STATIC_DIR: dist, DEV_MAILBOX: '0' } })
  const slug = await storeSlug(server.url)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const routes = firstLoadRoutes(slug, options.routes).slice(REFERENCES.length)
  const summary: string[] = []
  for (const route of routes) {
    const commits = await commitsOf(browser, `${server.url}${route.path}`)
    const all: Record<string, [number, number]> = {}
    for (const commit of commits)
      for (const [name, [renders, selfMs]] of Object.entries(commit.components)) {
        const entry = (all[name] ??= [0, 0])
        entry[0] += renders
        entry[1] += selfMs
      }
    const rendering = commits.filter((commit) => Object.keys(commit.components).length > 0)
    const renderMs = commits.reduce((sum, commit) => sum + commit.renderMs, 0)
    const renders = Object.values(all).reduce((sum, [count]) => sum + count, 0)
    summary.push(
      `${route.name.padEnd(14)}${String(commits.length).padStart(8)}${String(rendering.length).padStart(11)}${String(renders).padStart(9)}${`${renderMs.toFixed(1)} ms`.padStart(11)}`,
    )
    console.log(`\n${route.name}: ${commits.length} commits; most renders: ${top(all, 8, 0)}`)
    console.log(`  most render time: ${top(all, 6, 1)}`)
    if (listCommits)
      for (const commit of commits)
        console.log(
          `  ${`+${commit.at} ms`.padStart(10)} ${`${commit.renderMs.toFixed(1)} ms`.padStart(8)}  ${top(commit.components, 5, 1) || '(nothing rendered)'}`,
        )
  }
  console.log(
    `\nReact's commits in a first load (unthrottled, ${settleMs / 1000} s after the load event; render time is React's own, without the browser's style, layout and paint)`,
  )
  console.log(`${'route'.padEnd(14)} commits  rendering  renders  render time`)
  for (const line of summary) console.log(line)
} finally {
  await stop()
}
