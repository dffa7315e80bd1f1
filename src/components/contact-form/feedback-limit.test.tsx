// A limit is one line in contract/rules.ts, and both sides obey it: here the feedback's longest
// text is changed to 40 characters in the contract alone, and the real server (in-process, on
// a temporary database) refuses 41 with the contract's words while the form stops at 40.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { screen } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { createServer } from '../../../server/app'
import { ContactForm } from './contact-form'

const { LIMIT } = vi.hoisted(() => ({ LIMIT: 40 }))

vi.mock('@contract/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@contract/rules')>()
  return { ...rules, TEXT_LIMITS: { ...rules.TEXT_LIMITS, feedback: LIMIT } }
})

const dir = mkdtempSync(join(tmpdir(), 'gidideals-limit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function sendFeedback(feedback: string) {
  const { app } = createServer({
    databasePath: join(dir, 'limit.sqlite'),
    staticDir: dir,
    seedStores: 1,
    log: () => {},
  })
  return app.request('/beta/feedback/feedback-create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ category: 'Bug', phoneNumber: '08031234567', email: 'ada@example.ng', feedback }),
  })
}

describe('a text limit changed in the contract', () => {
  it('is the limit the server checks', async () => {
    const over = await sendFeedback('x'.repeat(LIMIT + 1))
    expect(over.status).toBe(400)
    expect(await over.json()).toEqual({ message: `feedback must be at most ${LIMIT} characters.` })
    expect((await sendFeedback('x'.repeat(LIMIT))).status).toBe(201)
  })

  it("is the form's maxLength", async () => {
    await renderWithRouter(<ContactForm />)
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveAttribute('maxLength', String(LIMIT))
  })
})
