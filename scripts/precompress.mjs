// After `vite build`: writes brotli (quality 11) and gzip (level 9) copies next to every
// compressible file in dist/, so the server sends them as they are instead of compressing on a
// shopper's first request (server/http/static-files.ts falls back to compressing once, off the event
// loop, for a file without its copies). Files of 512 bytes or less are sent uncompressed anyway.
import { readFile, readdir, stat, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map'])
const br = promisify(brotliCompress)
const gz = promisify(gzip)

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

const dist = process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url))
const started = Date.now()
const jobs = []
for await (const file of files(dist)) {
  if (!compressible.has(extname(file)) || (await stat(file)).size <= 512) continue
  jobs.push(
    readFile(file).then((raw) =>
      Promise.all([
        br(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }).then((body) => writeFile(`${file}.br`, body)),
        gz(raw, { level: 9 }).then((body) => writeFile(`${file}.gz`, body)),
      ]),
    ),
  )
}
await Promise.all(jobs)
console.log(`precompressed ${jobs.length} files in ${dist} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
