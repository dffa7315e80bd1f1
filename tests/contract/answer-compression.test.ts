// The API's GET answers travel compressed (server/http/compression.ts): a phone on 2G pays for every
// byte, and near me's first page of stores shrinks from 13.5 KB to about 2 KB. Read here byte for
// byte (node:http does not decode, where fetch would), so the length and the coding are checked
// as a browser receives them.
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './support'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer }

function getRaw(path: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const sent = request(`${server.url}/beta${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, bytes: Buffer.concat(chunks) }),
      )
      answer.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

const lagos = 'latitude=6.455&longitude=3.394'
const lists = [`/api/nearme-aws?${lagos}`, `/api/coupon/hot-deals-aws?${lagos}`, '/blog/list-all-blog']

describe('GET answers, compressed as the phone accepts', () => {
  it.each(lists)('%s: brotli or gzip, its length the bytes sent, the same answer once decoded', async (path) => {
    const plain = await getRaw(path, 'identity')
    expect(plain.status).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toMatch(/Accept-Encoding/)
    expect(plain.bytes.length).toBeGreaterThan(1024)
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const packed = await getRaw(path, `${coding}, deflate`)
      expect(packed.status).toBe(200)
      expect(packed.headers['content-encoding']).toBe(coding)
      expect(packed.headers['content-type']).toMatch(/^application\/json/)
      expect(packed.headers.vary).toMatch(/Accept-Encoding/)
      expect(packed.headers['content-length']).toBe(String(packed.bytes.length))
      expect(packed.bytes.length).toBeLessThan(plain.bytes.length / 2)
      expect(JSON.parse(decode(packed.bytes).toString('utf8'))).toEqual(JSON.parse(plain.bytes.toString('utf8')))
    }
  })

  it('near me: a sixth of the bytes or less in brotli', async () => {
    const path = `/api/nearme-aws?${lagos}`
    const [plain, packed] = await Promise.all([getRaw(path, 'identity'), getRaw(path, 'br')])
    expect(packed.bytes.length * 6).toBeLessThanOrEqual(plain.bytes.length)
  })

  it('a small answer and an error go as they are', async () => {
    const small = await getRaw(`/api/get-user-location-aws?${lagos}`, 'br')
    expect(small.status).toBe(200)
    expect(small.bytes.length).toBeLessThan(1024)
    expect(small.headers['content-encoding']).toBeUndefined()
    const missing = await getRaw('/api/nearme-single-store-aws/999999', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(missing.bytes.toString('utf8'))).toHaveProperty('message')
  })
})
