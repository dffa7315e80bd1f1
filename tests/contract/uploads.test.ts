// docs/history.md#issue-14, item 4: blog uploads. The old server stored whatever a client declared (an HTML
// page sent as image/png was served back), had no quota or budget, and served a file by
// reading it whole into memory for every request, ignoring Range.
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_IMAGES_PER_UPLOAD } from '../../server/config'
import { startTestServer, type TestServer } from './support'

const MB = 1024 * 1024
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({
    server: { uploadQuotaBytes: 3 * MB, rateLimits: { uploadsPerUser: { limit: 8, windowMs: 60 * 60_000 } } },
  })
})
afterAll(() => server.close())

/** `size` bytes that start like a real file of `kind`. */
function fileBytes(kind: 'png' | 'mp4', size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).map((_, i) => (i * 31) % 251)
  if (kind === 'png') bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  else bytes.set([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom')])
  return bytes
}

async function author(prefix: string) {
  const shopper = await server.shopper(prefix)
  const post = await server.call('POST', '/blog/create-blog', {
    token: shopper.access,
    body: { title: 'Suya at night', categories: ['Food'], article: 'Where to find it.', location: 'Lekki' },
  })
  expect(post.status).toBe(201)
  const send = (
    field: 'image' | 'video',
    files: Array<{ bytes: Uint8Array<ArrayBuffer> | string; type: string; name: string }>,
  ) => {
    const form = new FormData()
    form.append('blog', String(post.json.data.id))
    for (const file of files) form.append(field, new Blob([file.bytes], { type: file.type }), file.name)
    return server.call('POST', `/blog/create-blog-${field}s`, { token: shopper.access, body: form })
  }
  return { shopper, send }
}

describe('uploads', () => {
  it('stores only files whose bytes are the declared type: an HTML or SVG page sent as a PNG is 415', async () => {
    const { send } = await author('sniff')
    const pages = [
      '<!doctype html><script>alert(document.cookie)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
    ]
    for (const page of pages) {
      const answer = await send('image', [{ bytes: page, type: 'image/png', name: 'cat.png' }])
      expect(answer.status, page).toBe(415)
    }
    // A PNG declared as a JPEG is not taken either: the type served must be what the bytes are.
    expect((await send('image', [{ bytes: fileBytes('png', 200), type: 'image/jpeg', name: 'a.jpg' }])).status).toBe(
      415,
    )
    expect((await send('video', [{ bytes: fileBytes('png', 200), type: 'video/mp4', name: 'a.mp4' }])).status).toBe(415)
    expect((await send('image', [{ bytes: fileBytes('png', 200), type: 'image/png', name: 'a.png' }])).status).toBe(201)
  })

  it('takes a few pictures or one video per request', async () => {
    const { send } = await author('count')
    const png = { bytes: fileBytes('png', 100), type: 'image/png', name: 'a.png' }
    const tooMany = await send(
      'image',
      Array.from({ length: MAX_IMAGES_PER_UPLOAD + 1 }, () => png),
    )
    expect(tooMany.status).toBe(400)
    const mp4 = { bytes: fileBytes('mp4', 100), type: 'video/mp4', name: 'a.mp4' }
    expect((await send('video', [mp4, mp4])).status).toBe(400)
    expect((await send('video', [mp4])).status).toBe(201)
  })

  it("keeps a shopper's media within a quota, and uploads within a budget", async () => {
    const { send } = await author('quota')
    const big = { bytes: fileBytes('png', 1.2 * MB), type: 'image/png', name: 'big.png' }
    expect((await send('image', [big])).status).toBe(201)
    expect((await send('image', [big])).status).toBe(201)
    const over = await send('image', [big])
    expect(over.status).toBe(413)
    expect(over.json.message).toMatch(/3 MB/)

    const budget = await author('budget')
    const small = { bytes: fileBytes('png', 100), type: 'image/png', name: 'small.png' }
    for (let i = 0; i < 8; i++) expect((await budget.send('image', [small])).status).toBe(201)
    const spent = await budget.send('image', [small])
    expect(spent.status).toBe(429)
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('serving uploads', () => {
  it('answers Range requests, inline, for this origin only', async () => {
    const { send } = await author('range')
    const bytes = fileBytes('mp4', 100_000)
    const uploaded = await send('video', [{ bytes, type: 'video/mp4', name: 'clip.mp4' }])
    const url = `${server.url}${uploaded.json.data.videos[0]}`

    const whole = await fetch(url)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('content-disposition')).toBe('inline')
    expect(whole.headers.get('cross-origin-resource-policy')).toBe('same-origin')
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(bytes)

    const part = await fetch(url, { headers: { Range: 'bytes=1000-1099' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe('bytes 1000-1099/100000')
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(1000, 1100))
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } })
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(99_990))
    const open = await fetch(url, { headers: { Range: 'bytes=99995-' } })
    expect(open.headers.get('content-range')).toBe('bytes 99995-99999/100000')
    const beyond = await fetch(url, { headers: { Range: 'bytes=200000-' } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe('bytes */100000')
    // The seeded pictures carry the same headers.
    const logo = await fetch(`${server.url}/beta/media/logo/jollof-republic.svg`)
    expect(logo.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })

  it('streams a large file: eight phones opening a 12 MB video do not each take it into memory', async () => {
    // Put on disk as an upload is (the upload path is not what this measures).
    const name = `${randomUUID()}.mp4`
    writeFileSync(join(server.mediaDir, name), fileBytes('mp4', 12 * MB))
    const url = `${server.base}/media/uploads/${name}`
    global.gc?.()
    const before = process.memoryUsage().arrayBuffers
    // Eight players open the video and read nothing yet (a phone on a slow link).
    const readers = await Promise.all(Array.from({ length: 8 }, () => fetch(url)))
    await new Promise((resolve) => setTimeout(resolve, 300))
    const grown = process.memoryUsage().arrayBuffers - before
    await Promise.all(readers.map((response) => response.body?.cancel()))
    expect(readers.every((response) => response.status === 200)).toBe(true)
    // Reading the file whole for each would hold 8 × 12 MB; a stream holds a few chunks each.
    expect(grown).toBeLessThan(24 * MB)
  })
})
