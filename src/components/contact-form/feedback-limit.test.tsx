// A limit is one line in contract/rules.ts, and both sides obey it: here the feedback's longest text is changed to
// 40 characters in the contract alone, and the form stops at 40. The server's half is
// tests/contract/text-limit-from-contract.test.ts.
import { screen } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEXT_LIMITS } from '@contract/rules'
import { renderWithRouter } from '@/test/render-with-router'
import { ContactForm } from './contact-form'

const LIMIT = 40

// The contract's own object, changed for this file and put back after it (the app's test files share one module
// graph, where a vi.mock of the contract would come too late).
const limits = TEXT_LIMITS as { feedback: number }
const contractLimit = limits.feedback
beforeAll(() => {
  limits.feedback = LIMIT
})
afterAll(() => {
  limits.feedback = contractLimit
})

describe('a text limit changed in the contract', () => {
  it("is the form's maxLength", async () => {
    await renderWithRouter(<ContactForm />)
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveAttribute('maxLength', String(LIMIT))
  })
})
