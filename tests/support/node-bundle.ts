// A server entry and what it imports, bundled into one ES module for Node, so a test can start it
// in a process of its own without tsx transpiling the server's ~200 modules again in each one.
// esbuild is tsx's compiler (tsx, a dependency, pins it), so it is here whenever tsx is.
import { build } from 'esbuild'

/**
 * Bundles `entry` into `outfile`, its npm packages left to Node (better-sqlite3 is native): so
 * `outfile` must lie under node_modules/, where they resolve (and where no lint, format or git
 * sees it).
 */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  })
}
