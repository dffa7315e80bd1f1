// A limit is one line in contract/rules.ts, and the server obeys it: here the feedback's longest text is changed to
// 40 characters in the contract alone, and the server refuses 41 with the contract's words. The form's half is
// src/components/contact-form/feedback-limit.test.tsx.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from './support'

const { LIMIT } = vi.hoisted(() => ({ LIMIT: 40 }))

vi.mock('../../contract/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('../../contract/rules')>()
  return { ...rules, TEXT_LIMITS: { ...rules.TEXT_LIMITS, feedback: LIMIT } }
})

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const sendFeedback = (feedback: string) =>
  server.call('POST', '/feedback/feedback-create', {
    body: { category: 'Bug', phoneNumber: '08031234567', email: 'ada@example.ng', feedback },
  })

describe('a text limit changed in the contract', () => {
  it('is the limit the server checks', async () => {
    const over = await sendFeedback('x'.repeat(LIMIT + 1))
    expect(over.status).toBe(400)
    expect(over.json).toEqual({ message: `feedback must be at most ${LIMIT} characters.` })
    expect((await sendFeedback('x'.repeat(LIMIT))).status).toBe(201)
  })
})
