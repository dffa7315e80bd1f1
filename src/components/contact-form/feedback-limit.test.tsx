// A limit is one line in contract/rules.ts, and both sides obey it: here the feedback's longest text is changed to
// 40 characters in the contract alone, and the form stops at 40. The server's half is
// tests/contract/text-limit-from-contract.test.ts.
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '@/test/render-with-router'
import { ContactForm } from './contact-form'

const { LIMIT } = vi.hoisted(() => ({ LIMIT: 40 }))

vi.mock('@contract/rules', async (importOriginal) => {
  const rules = await importOriginal<typeof import('@contract/rules')>()
  return { ...rules, TEXT_LIMITS: { ...rules.TEXT_LIMITS, feedback: LIMIT } }
})

describe('a text limit changed in the contract', () => {
  it("is the form's maxLength", async () => {
    await renderWithRouter(<ContactForm />)
    expect(screen.getByRole('textbox', { name: 'Feedback' })).toHaveAttribute('maxLength', String(LIMIT))
  })
})
